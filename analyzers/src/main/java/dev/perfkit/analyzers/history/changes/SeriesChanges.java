package dev.perfkit.analyzers.history.changes;

import dev.perfkit.analyzers.history.MetricSeries;
import java.util.List;

/**
 * One metric's series and the change points found in it, oldest first: what {@code perfkit history
 * changes} reports and {@code history.html} marks.
 */
public record SeriesChanges(MetricSeries series, List<ChangePoint> changePoints) {

  public SeriesChanges {
    changePoints = List.copyOf(changePoints);
  }

  /** Finds the change points of {@code series} with {@code method}. */
  public static SeriesChanges find(MetricSeries series, EDivisive method) {
    double[] values = series.points().stream().mapToDouble(p -> p.value()).toArray();
    List<ChangePoint> found =
        method.changePoints(values).stream()
            .map(
                s ->
                    new ChangePoint(
                        series.metric(), s.index(), series.points().get(s.index()), s.shift()))
            .toList();
    return new SeriesChanges(series, found);
  }

  /**
   * The regressions among the change points on the newest {@code newest} points of the series: a
   * change point at one of them means the metric moved for the worse within those commits.
   */
  public List<ChangePoint> recentRegressions(int newest) {
    int first = series.points().size() - newest;
    return changePoints.stream()
        .filter(c -> c.index() >= first)
        .filter(c -> c.direction() == ChangePoint.Direction.REGRESSION)
        .toList();
  }
}
