package dev.perfkit.analyzers.history;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One recorded run (or repeat set, or duet) of one metric in the history: the commit it measured,
 * when it was recorded, the value a gate would judge (a set's mean, a single run's value, a duet's
 * median ratio) and every run's (or round's) own value, so that a trend can show the spread behind
 * each point; and how it ran (the bundled server's configuration, a duet's reference, rounds,
 * window and rate), so that a step where that changed is not taken for the commit's.
 */
public record SeriesPoint(
    String commit,
    String branch,
    Instant recordedAt,
    double value,
    List<Double> runValues,
    Map<String, String> configuration) {

  /** How many characters of a commit the outputs show: enough to find it, short enough to read. */
  public static final int SHOWN_COMMIT_CHARS = 12;

  /** The commit as the outputs show it: its first {@link #SHOWN_COMMIT_CHARS} characters. */
  public String shownCommit() {
    return commit.length() > SHOWN_COMMIT_CHARS ? commit.substring(0, SHOWN_COMMIT_CHARS) : commit;
  }

  public SeriesPoint {
    runValues = List.copyOf(runValues);
    configuration =
        configuration == null
            ? Map.of()
            : Collections.unmodifiableMap(new LinkedHashMap<>(configuration));
  }
}
