package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.stats.PValues;
import dev.perfkit.analyzers.stats.RankSumTest;
import dev.perfkit.analyzers.stats.StudentT;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Interval;
import java.util.List;
import java.util.Locale;
import org.apache.commons.statistics.descriptive.Variance;

/**
 * The smallest change between two runs' values of a metric that counts, from the spread both carry
 * (docs/compare.md): a Welch t-interval of the difference when both sides hold per-run values, else
 * both 95% intervals' half-widths combined, else none. With at least {@link
 * RankSumTest#MIN_SAMPLES} per-run values a side, the exact Mann-Whitney test decides instead: the
 * test the demo prints and the gate judges each check with (the gate then corrects its
 * load-dependent checks as a family).
 */
final class NoiseRule {

  /**
   * The noise of a change.
   *
   * @param threshold the smallest |change| that counts, or null when it cannot be judged
   * @param method how it was judged, or why it could not be
   * @param p the rank test's two-sided p over the per-run values, which then decides; else null
   */
  record Noise(Double threshold, String method, Double p) {

    Noise(Double threshold, String method) {
      this(threshold, method, null);
    }
  }

  private static final double CONFIDENCE = 0.95;

  private NoiseRule() {}

  static Noise judge(Metric before, Metric after) {
    double[] a = array(before.spread().values());
    double[] b = array(after.spread().values());
    if (a.length >= RankSumTest.MIN_SAMPLES && b.length >= RankSumTest.MIN_SAMPLES) {
      return rankTest(a, b);
    }
    if (a.length >= 2 && b.length >= 2) {
      return welch(a, b);
    }
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
        "the two 95% intervals' half-widths on the side of the change, combined as"
            + " sqrt(h_a^2 + h_b^2)");
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

  /** The rank test's verdict, with the Welch noise shown beside it for its size. */
  private static Noise rankTest(double[] a, double[] b) {
    double p = RankSumTest.pValue(a, b);
    Noise welch = welch(a, b);
    String method =
        String.format(
            Locale.ROOT,
            "exact two-sided Mann-Whitney test over %d and %d per-run values, p=%s (%s %.2f);"
                + " the noise shown is a Welch t-interval (95%%)",
            a.length,
            b.length,
            PValues.text(p),
            p < RankSumTest.ALPHA ? "<" : ">=",
            RankSumTest.ALPHA);
    return new Noise(welch.threshold(), method, p);
  }

  private static double[] array(List<Double> values) {
    return values.stream().mapToDouble(Double::doubleValue).toArray();
  }

  /** The half-width of a Welch t-interval of the difference of the two runs' means. */
  private static Noise welch(double[] a, double[] b) {
    double va = Variance.of(a).getAsDouble() / a.length;
    double vb = Variance.of(b).getAsDouble() / b.length;
    double se = Math.sqrt(va + vb);
    String method =
        String.format(
            Locale.ROOT,
            "Welch t-interval (95%%) of the difference of the means of %d and %d per-run values",
            a.length,
            b.length);
    if (se == 0) {
      return new Noise(0.0, method + " (no spread in either)");
    }
    double df = (va + vb) * (va + vb) / (va * va / (a.length - 1) + vb * vb / (b.length - 1));
    double t = StudentT.quantile(df, CONFIDENCE);
    return new Noise(t * se, method);
  }
}
