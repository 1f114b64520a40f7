package dev.perfkit.analyzers.history.output;

import dev.perfkit.analyzers.history.MetricSeries;
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
   * {@code #16 ran otherwise than #15 (reference 'A' -> 'B'): a step there may be that, not the
   * commit.}, one per such point, oldest first.
   */
  public static List<String> of(MetricSeries series) {
    List<String> notes = new ArrayList<>();
    series
        .configurationChanges()
        .forEach(
            (index, change) ->
                notes.add(
                    "#"
                        + (index + 1)
                        + " ran otherwise than #"
                        + index
                        + " ("
                        + change
                        + "): a step there may be that, not the commit."));
    return notes;
  }
}
