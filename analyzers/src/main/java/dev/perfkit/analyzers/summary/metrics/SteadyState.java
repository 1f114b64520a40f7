package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.load.LoadResults.SecondSample;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Better;
import dev.perfkit.analyzers.summary.Metric.Spread;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * How long the load took to reach its steady throughput: the first second from which every {@value
 * #WINDOW}-second mean of requests stays at or above {@value #SHARE} of the steady level, the
 * median second of the series' second half. The last second is left out: it is usually cut short.
 */
final class SteadyState {

  static final int WINDOW = 5;
  static final double SHARE = 0.9;
  private static final int MINIMUM_SECONDS = 4;

  private SteadyState() {}

  static Optional<Metric> of(List<SecondSample> series, String source) {
    int n = series.size() - 1;
    if (n < MINIMUM_SECONDS) {
      return Optional.empty();
    }
    double[] requests = series.subList(0, n).stream().mapToDouble(s -> s.requests()).toArray();
    double steady = median(Arrays.copyOfRange(requests, n / 2, n));
    int second = firstSteadySecond(requests, steady * SHARE);
    return Optional.of(
        new Metric(
            "time-to-steady-state",
            second,
            Unit.SECONDS,
            Better.LOWER,
            Spread.none(n, "one reading per run: repetitions give it a spread"),
            source
                + ": the first second after which every 5-second mean of requests stays at or"
                + " above 90% of the second half's median"));
  }

  private static int firstSteadySecond(double[] requests, double floor) {
    int first = requests.length;
    for (int start = requests.length - 1; start >= 0; start--) {
      int end = Math.min(requests.length, start + WINDOW);
      double mean = Intervals.mean(Arrays.copyOfRange(requests, start, end));
      if (mean < floor) {
        break;
      }
      first = start;
    }
    return first;
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int middle = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }
}
