package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.load.LoadResults.SecondSample;
import java.util.List;
import java.util.Optional;
import java.util.stream.DoubleStream;
import org.apache.commons.statistics.descriptive.Median;

/**
 * A per-second load series split into warm-up and steady state. The steady state is the median of
 * the second half; the series has settled from the second after the last window of {@link
 * SlowWarmupRule#WINDOW} seconds that fell short of it.
 */
public record WarmupCurve(
    int seconds,
    int settledAfter,
    double steadyThroughput,
    double steadyP99,
    double warmupThroughput,
    double warmupMaxP99,
    long warmupKo,
    long totalKo) {

  /**
   * The curve of a whole load's per-second series, its last second (usually cut short by the end of
   * the load) left out; empty when the series is too short to tell warm-up from noise. The
   * slow-warmup rule and the time-to-steady-state metric both read it, so they cannot disagree.
   */
  public static Optional<WarmupCurve> ofLoad(List<SecondSample> series) {
    if (series.size() < 2 * SlowWarmupRule.WINDOW + 2) {
      return Optional.empty();
    }
    return Optional.of(of(series.subList(0, series.size() - 1)));
  }

  static WarmupCurve of(List<SecondSample> series) {
    List<SecondSample> secondHalf = series.subList(series.size() / 2, series.size());
    double steadyThroughput = median(secondHalf.stream().mapToDouble(s -> s.requests()));
    double steadyP99 = median(secondHalf.stream().mapToDouble(SecondSample::p99Ms));
    int settledAfter = settledAfter(series, steadyThroughput, steadyP99);
    List<SecondSample> warmup = series.subList(0, settledAfter);
    return new WarmupCurve(
        series.size(),
        settledAfter,
        steadyThroughput,
        steadyP99,
        warmup.stream().mapToLong(SecondSample::requests).average().orElse(0),
        warmup.stream().mapToDouble(SecondSample::p99Ms).max().orElse(0),
        warmup.stream().mapToLong(SecondSample::ko).sum(),
        series.stream().mapToLong(SecondSample::ko).sum());
  }

  /**
   * One past the last second that is short of the steady state and lies in a window of seconds that
   * is short of it too: a lone slow second among warm ones is noise, not warm-up.
   */
  private static int settledAfter(List<SecondSample> series, double throughput, double p99) {
    int windows = series.size() - SlowWarmupRule.WINDOW + 1;
    boolean[] coldWindow = new boolean[windows];
    for (int start = 0; start < windows; start++) {
      coldWindow[start] =
          !warm(series.subList(start, start + SlowWarmupRule.WINDOW), throughput, p99);
    }
    for (int second = series.size() - 1; second >= 0; second--) {
      if (!warm(series.subList(second, second + 1), throughput, p99)
          && inColdWindow(coldWindow, second)) {
        return second + 1;
      }
    }
    return 0;
  }

  private static boolean inColdWindow(boolean[] coldWindow, int second) {
    int first = Math.max(0, second - SlowWarmupRule.WINDOW + 1);
    int last = Math.min(coldWindow.length - 1, second);
    for (int start = first; start <= last; start++) {
      if (coldWindow[start]) {
        return true;
      }
    }
    return false;
  }

  private static boolean warm(List<SecondSample> window, double throughput, double p99) {
    double meanRequests = window.stream().mapToLong(SecondSample::requests).average().orElse(0);
    double meanP99 = window.stream().mapToDouble(SecondSample::p99Ms).average().orElse(0);
    return meanRequests >= SlowWarmupRule.SETTLED_THROUGHPUT * throughput
        && meanP99 <= SlowWarmupRule.SETTLED_LATENCY * p99;
  }

  private static double median(DoubleStream values) {
    return Median.withDefaults().evaluate(values.toArray());
  }
}
