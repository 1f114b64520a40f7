package dev.perfkit.analyzers.history.changes;

import dev.perfkit.analyzers.history.MetricSeries;
import java.util.List;

/**
 * What {@code perfkit history changes} found: each metric's change points, by the method and
 * options it used, and which of them are regressions on the newest commits, the ones CI acts on.
 *
 * @param method how the change points were found
 * @param branch the branch whose history was searched, or null for every recorded point
 * @param newest how many of the newest points of a series count as recent
 * @param metrics each metric's series and change points, in catalog order
 */
public record ChangesReport(
    EDivisive method, String branch, int newest, List<SeriesChanges> metrics) {

  public ChangesReport {
    if (newest < 1) {
      throw new IllegalArgumentException("the newest commits are at least 1, not " + newest);
    }
    metrics = List.copyOf(metrics);
  }

  /** Finds the change points of each of {@code series} with {@code method}. */
  public static ChangesReport find(
      List<MetricSeries> series, EDivisive method, String branch, int newest) {
    return new ChangesReport(
        method, branch, newest, series.stream().map(s -> SeriesChanges.find(s, method)).toList());
  }

  /** The regressions among the change points on each series' newest points. */
  public List<ChangePoint> recentRegressions() {
    return metrics.stream().flatMap(m -> m.recentRegressions(newest).stream()).toList();
  }

  /** Whether {@code change} is on the newest points of its series. */
  public boolean recent(SeriesChanges series, ChangePoint change) {
    return change.index() >= series.series().points().size() - newest;
  }

  /** The method in words, as every format heads its report. */
  public String methodWords() {
    return "E-Divisive means with a t-test, as Apache Otava: windows of "
        + method.window()
        + ", p < "
        + method.level()
        + (method.smallestMagnitude() > 0
            ? ", changes above " + Math.round(method.smallestMagnitude() * 1000) / 10.0 + "%"
            : "");
  }
}
