package dev.perfkit.analyzers.history;

import java.time.Instant;
import java.util.List;

/**
 * One recorded run (or repeat set, or duet) of one metric in the history: the commit it measured,
 * when it was recorded, the value a gate would judge (a set's mean, a single run's value, a duet's
 * median ratio) and every run's (or round's) own value, so that a trend can show the spread behind
 * each point.
 */
public record SeriesPoint(
    String commit, String branch, Instant recordedAt, double value, List<Double> runValues) {

  public SeriesPoint {
    runValues = List.copyOf(runValues);
  }
}
