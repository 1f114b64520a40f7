package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Interval;

/**
 * The smallest change between two single runs' values of a metric that counts, from the intervals
 * both carry (docs/compare.md): both 95% intervals' half-widths combined, else none. A run with
 * per-run values is judged by the significance rule instead ({@link MetricJudgements}).
 */
final class NoiseRule {

  /**
   * The noise of a change.
   *
   * @param threshold the smallest |change| that counts, or null when it cannot be judged
   * @param method how it was judged, or why it could not be
   */
  record Noise(Double threshold, String method) {}

  private NoiseRule() {}

  static Noise judge(Metric before, Metric after) {
    Interval low = before.spread().interval();
    Interval high = after.spread().interval();
    if (low != null && high != null) {
      return intervals(before, after);
    }
    return new Noise(null, "no interval on " + sidesWithout(low, high) + ": noise not judged");
  }

  private static String sidesWithout(Interval before, Interval after) {
    if (before == null && after == null) {
      return "either side";
    }
    return before == null ? "the baseline" : "the candidate";
  }

  /**
   * sqrt(h_a^2 + h_b^2), each h the half of its interval on the side of the change: the upper half
   * of the baseline's and the lower half of the candidate's for a rise.
   */
  private static Noise intervals(Metric before, Metric after) {
    boolean rise = after.value() >= before.value();
    double hBefore = half(before, rise);
    double hAfter = half(after, !rise);
    return new Noise(
        Math.hypot(hBefore, hAfter),
        "two single runs: the two 95% intervals' half-widths on the side of the change, combined"
            + " as sqrt(h_a^2 + h_b^2)");
  }

  /**
   * The half of a metric's interval above its value ({@code upper}) or below it; the whole
   * interval's half-width when the value lies outside the interval, as a whole-run percentile can.
   */
  private static double half(Metric metric, boolean upper) {
    Interval interval = metric.spread().interval();
    double value = metric.value();
    if (value < interval.low() || value > interval.high()) {
      return (interval.high() - interval.low()) / 2;
    }
    return upper ? interval.high() - value : value - interval.low();
  }
}
