package dev.perfkit.analyzers.history;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.history.MetricSeries.SettingChange;
import dev.perfkit.analyzers.history.output.ConfigurationNotes;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where a series' points ran otherwise than the point before them, and how that is worded. */
class ConfigurationChangesTest {

  @Test
  void onlyAPointThatDiffersFromTheOneBeforeItIsNoted() {
    MetricSeries series =
        series(
            Map.of("reference", "A", "rounds", "2"),
            Map.of("reference", "A", "rounds", "2"),
            Map.of("reference", "B", "rounds", "2"),
            Map.of("reference", "B", "rounds", "2"),
            Map.of("reference", "B"));
    assertEquals(
        Map.of(
            2, List.of(new SettingChange("reference", "A", "B")),
            4, List.of(new SettingChange("rounds", "2", null))),
        series.configurationChanges());
    assertEquals(
        List.of(
            "#3 (c2) ran otherwise than #2 (reference 'A' -> 'B'): a step there may be that, not"
                + " the commit.",
            "#5 (c4) ran otherwise than #4 (rounds '2' -> (none)): a step there may be that, not"
                + " the commit."),
        ConfigurationNotes.of(series));
  }

  /** The bundled server's address holds the port each run picked: not a change of how it ran. */
  @Test
  void aRunsOwnAddressIsNoChange() {
    MetricSeries runs =
        series(
            Map.of("address", "127.0.0.1:41234", "threads", "platform"),
            Map.of("address", "127.0.0.1:39871", "threads", "platform"),
            Map.of("address", "127.0.0.1:40007", "threads", "virtual"));
    assertEquals(
        Map.of(2, List.of(new SettingChange("threads", "platform", "virtual"))),
        runs.configurationChanges());
  }

  @Test
  void aSeriesThatRanOneWayHasNoNote() {
    assertEquals(Map.of(), series(Map.of(), Map.of(), Map.of()).configurationChanges());
    assertEquals(Map.of(), series(Map.of("reference", "A")).configurationChanges());
  }

  @SafeVarargs
  private static MetricSeries series(Map<String, String>... configurations) {
    List<SeriesPoint> points = new ArrayList<>();
    for (int i = 0; i < configurations.length; i++) {
      points.add(
          new SeriesPoint(
              "c" + i, "main", Instant.ofEpochSecond(i), 1.0, List.of(), configurations[i]));
    }
    return new MetricSeries(MetricKind.CPU_TIME_PER_REQUEST, points);
  }
}
