package dev.perfkit.reports;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.model.Unit;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A set's load in figures: its requests counted over all runs, and its success rate and latency
 * percentiles as the set's metrics give them ({@link PerRun#setValue}), with the runs' range.
 *
 * @param runs how many runs
 * @param total every run's requests of the measured phase, summed
 * @param ok the OK ones
 * @param ko the failed ones
 * @param successRate each run's OK / all, the mean with the range
 * @param latency rows of [p50, p90, p99, p99.9, max, mean] in ms: the set's value, the lowest and
 *     the highest run's
 */
public record SetLoadFacts(
    int runs, long total, long ok, long ko, String successRate, List<LatencyRow> latency) {

  /**
   * One row of the latency table.
   *
   * @param label what the row is
   * @param ms p50, p90, p99, p99.9, max and mean in milliseconds
   */
  public record LatencyRow(String label, double[] ms) {}

  private static final List<ToDoubleFunction<LoadResults.Latency>> PERCENTILES =
      List.of(
          LoadResults.Latency::p50Ms,
          LoadResults.Latency::p90Ms,
          LoadResults.Latency::p99Ms,
          LoadResults.Latency::p999Ms,
          LoadResults.Latency::maxMs,
          LoadResults.Latency::meanMs);

  /** The facts of {@code runs}' load results, in run order. */
  static SetLoadFacts of(List<LoadResults> runs) {
    PerRun success =
        new PerRun(runs.stream().mapToDouble(LoadResults::successRate).toArray(), Unit.FRACTION);
    List<LoadResults.Latency> latencies =
        runs.stream().map(LoadResults::latency).filter(l -> l != null).toList();
    List<PerRun> columns =
        PERCENTILES.stream()
            .map(p -> new PerRun(latencies.stream().mapToDouble(p).toArray(), Unit.MILLISECONDS))
            .toList();
    List<LatencyRow> latency =
        latencies.isEmpty()
            ? List.of()
            : List.of(
                row("the set's " + latencies.size() + " runs", columns, PerRun::setValue),
                row("lowest run", columns, PerRun::min),
                row("highest run", columns, PerRun::max));
    return new SetLoadFacts(
        runs.size(),
        runs.stream().mapToLong(LoadResults::total).sum(),
        runs.stream().mapToLong(LoadResults::ok).sum(),
        runs.stream().mapToLong(LoadResults::ko).sum(),
        success.text(),
        latency);
  }

  private static LatencyRow row(
      String label, List<PerRun> columns, ToDoubleFunction<PerRun> value) {
    return new LatencyRow(label, columns.stream().mapToDouble(value).toArray());
  }
}
