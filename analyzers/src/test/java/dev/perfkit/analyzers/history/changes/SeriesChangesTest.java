package dev.perfkit.analyzers.history.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.SeriesPoint;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Change points named by commit and judged against the catalog's "better" direction. */
class SeriesChangesTest {

  /**
   * 30 points, commits c0..c29, 100 + i % 3 before {@code at} and {@code after} + i % 3 from it.
   */
  private static MetricSeries series(MetricKind metric, int at, double after) {
    List<SeriesPoint> points = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      double value = (i < at ? 100 : after) + i % 3;
      points.add(
          new SeriesPoint(
              "c" + i, "main", Instant.ofEpochSecond(i), value, List.of(value), Map.of()));
    }
    return new MetricSeries(metric, points);
  }

  @Test
  void moreCpuPerRequestIsARegressionAtTheCommitThatMovedIt() {
    SeriesChanges changes =
        SeriesChanges.find(series(MetricKind.CPU_TIME_PER_REQUEST, 16, 110), EDivisive.OTAVA);
    assertEquals(1, changes.changePoints().size());
    ChangePoint change = changes.changePoints().getFirst();
    assertEquals("c16", change.commit());
    assertEquals(16, change.index());
    assertEquals(ChangePoint.Direction.REGRESSION, change.direction());
  }

  @Test
  void moreThroughputIsAnImprovement() {
    SeriesChanges changes =
        SeriesChanges.find(series(MetricKind.THROUGHPUT, 16, 110), EDivisive.OTAVA);
    assertEquals(ChangePoint.Direction.IMPROVEMENT, changes.changePoints().getFirst().direction());
    assertEquals(List.of(), changes.recentRegressions(30));
  }

  @Test
  void aRegressionCountsAsRecentOnlyAmongTheNewestPoints() {
    SeriesChanges changes =
        SeriesChanges.find(series(MetricKind.CPU_TIME_PER_REQUEST, 24, 110), EDivisive.OTAVA);
    assertEquals(List.of(24), changes.changePoints().stream().map(ChangePoint::index).toList());
    assertEquals(1, changes.recentRegressions(6).size());
    assertEquals(List.of(), changes.recentRegressions(5));
  }
}
