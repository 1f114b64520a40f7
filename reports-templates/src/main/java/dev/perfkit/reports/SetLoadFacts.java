package dev.perfkit.reports;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.WarmupWindow;
import dev.perfkit.analyzers.model.Unit;
import java.util.List;
import java.util.Optional;

/**
 * A set's load in figures: its requests counted over all runs, and its success rates as the set's
 * metrics give them ({@link PerRun#setValue}), with the runs' range.
 *
 * @param runs how many runs
 * @param total every run's requests of the measured phase, summed
 * @param ok the OK ones
 * @param ko the failed ones
 * @param successRate each run's OK / all, the set's value with the range
 * @param warmupSuccessRate each run's OK / all of its warm-up window, the set's value with the
 *     range; null unless every run has the window
 */
public record SetLoadFacts(
    int runs, long total, long ok, long ko, String successRate, String warmupSuccessRate) {

  /** The facts of {@code runs}' load results, in run order. */
  static SetLoadFacts of(List<LoadResults> runs) {
    PerRun success =
        new PerRun(runs.stream().mapToDouble(LoadResults::successRate).toArray(), Unit.FRACTION);
    List<WarmupWindow> windows =
        runs.stream().map(WarmupWindow::of).flatMap(Optional::stream).toList();
    String warmup =
        windows.size() < runs.size()
            ? null
            : new PerRun(
                    windows.stream().mapToDouble(WarmupWindow::successRate).toArray(),
                    Unit.FRACTION)
                .text();
    return new SetLoadFacts(
        runs.size(),
        runs.stream().mapToLong(LoadResults::total).sum(),
        runs.stream().mapToLong(LoadResults::ok).sum(),
        runs.stream().mapToLong(LoadResults::ko).sum(),
        success.text(),
        warmup);
  }
}
