package dev.perfkit.cli;

import dev.perfkit.analyzers.history.MetricSeries;
import java.util.List;
import java.util.function.Predicate;

/**
 * Which series of a history {@code --metric} asks for, as {@code show} and {@code changes} read it.
 */
final class SeriesChoice {

  /** What each command's {@code --metric} says it takes. */
  static final String IDS =
      "an id of docs/summary.md's table, or one followed by "
          + MetricSeries.VERSUS_REFERENCE
          + " for a recorded duet's ratios";

  private SeriesChoice() {}

  /**
   * The series ids {@code metrics} asks for, each checked against the catalog; without any, every
   * series that is not one method's.
   */
  static Predicate<String> of(List<String> metrics) {
    for (String id : metrics) {
      if (MetricSeries.kindOf(id).isEmpty()) {
        throw PerfkitException.usage("unknown metric '" + id + "' (docs/summary.md lists them)");
      }
    }
    if (metrics.isEmpty()) {
      return id -> MetricSeries.kindOf(id).filter(kind -> !kind.perMethod()).isPresent();
    }
    return metrics::contains;
  }
}
