package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.stats.StudentT;
import dev.perfkit.analyzers.summary.Metric.Interval;
import dev.perfkit.analyzers.summary.Metric.Spread;
import org.apache.commons.statistics.descriptive.Mean;

/**
 * The 95% intervals that metrics carry, each named by its method and what it assumes, as JMH states
 * its error.
 */
final class Intervals {

  static final double CONFIDENCE = 0.95;

  private static final double Z = 1.959963984540054;

  private Intervals() {}

  /**
   * A t-interval for the mean of {@code values}, which are never negative (requests, latencies):
   * cut at 0, where a few wild seconds would otherwise carry it below what can be; none, with the
   * reason, below two values.
   *
   * @param what what the values are, for the method's words ("per-second OK requests")
   */
  static Spread tInterval(double[] values, String what) {
    int n = values.length;
    if (n < 2) {
      return Spread.none(n, "fewer than 2 " + what + ": no interval");
    }
    double mean = mean(values);
    double half = StudentT.halfWidth(values, CONFIDENCE);
    String method =
        "t-interval of the mean of " + n + " " + what + " (assumes independent seconds)";
    boolean cut = mean - half < 0;
    return Spread.of(
        n,
        new Interval(
            cut ? 0 : mean - half, mean + half, CONFIDENCE, cut ? method + ", cut at 0" : method));
  }

  /**
   * A Wilson score interval for a share of {@code n} samples: the method for a proportion that
   * stays inside 0-1 even for small shares.
   */
  static Spread wilson(double share, long n) {
    if (n < 1) {
      return Spread.none(n, "no samples: no interval");
    }
    double z2n = Z * Z / n;
    double center = (share + z2n / 2) / (1 + z2n);
    double half = Z * Math.sqrt(share * (1 - share) / n + z2n / (4.0 * n)) / (1 + z2n);
    String method = "Wilson score interval over " + n + " samples (assumes independent samples)";
    return Spread.of(
        n,
        new Interval(Math.max(0, center - half), Math.min(1, center + half), CONFIDENCE, method));
  }

  /** The spread of a share: its interval cut to 0-1, which a t-interval near 1 can overshoot. */
  static Spread withinShare(Spread spread) {
    Interval interval = spread.interval();
    if (interval == null) {
      return spread;
    }
    return Spread.of(
        spread.samples(),
        new Interval(
            Math.max(0, interval.low()),
            Math.min(1, interval.high()),
            interval.confidence(),
            interval.method() + ", cut to 0-1"));
  }

  static double mean(double[] values) {
    return values.length == 0 ? 0 : Mean.of(values).getAsDouble();
  }
}
