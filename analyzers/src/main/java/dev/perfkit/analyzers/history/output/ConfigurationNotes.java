package dev.perfkit.analyzers.history.output;

import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.MetricSeries.SettingChange;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a series' points ran otherwise than the point before them, in the words every history
 * output uses: a step there may be the reference, the server's configuration or the duet's rounds
 * that changed, not the commit.
 */
public final class ConfigurationNotes {

  private ConfigurationNotes() {}

  /**
   * {@code #16 (3f2a1c9e5b7d) ran otherwise than #15 (reference 'A' -> 'B'): a step there may be
   * that, not the commit.}, one per such point, oldest first.
   */
  public static List<String> of(MetricSeries series) {
    List<String> notes = new ArrayList<>();
    series
        .configurationChanges()
        .forEach(
            (index, changes) ->
                notes.add(
                    "#"
                        + (index + 1)
                        + " ("
                        + series.points().get(index).shownCommit()
                        + ") ran otherwise than #"
                        + index
                        + " ("
                        + String.join(
                            "; ", changes.stream().map(ConfigurationNotes::words).toList())
                        + "): a step there may be that, not the commit."));
    return notes;
  }

  private static String words(SettingChange change) {
    return change.setting() + " " + quoted(change.before()) + " -> " + quoted(change.after());
  }

  private static String quoted(String value) {
    return value == null ? "(none)" : "'" + value + "'";
  }
}
