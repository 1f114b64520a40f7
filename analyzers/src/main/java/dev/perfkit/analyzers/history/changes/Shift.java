package dev.perfkit.analyzers.history.changes;

import dev.perfkit.analyzers.stats.StudentT;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * How the values after a change point differ from those before it, and how sure that is: Student's
 * two-sample t-test with pooled variance, as Apache Otava's significance test computes it (each
 * side's standard deviation over its n values, not n - 1; a side of one value has none).
 *
 * @param before how many values before
 * @param after how many after
 * @param meanBefore their mean before
 * @param meanAfter their mean after
 * @param deviationBefore their standard deviation before (population, as Otava's)
 * @param deviationAfter their standard deviation after
 * @param p the two-sided p-value that the two means are equal; 1 when it cannot be computed
 */
public record Shift(
    int before,
    int after,
    double meanBefore,
    double meanAfter,
    double deviationBefore,
    double deviationAfter,
    double p) {

  /** The confidence of {@link #relativeLow()} and {@link #relativeHigh()}. */
  public static final double CONFIDENCE = 0.95;

  /** Compares {@code x[from, split)} with {@code x[split, to)}. */
  static Shift of(double[] x, int from, int split, int to) {
    double[] left = stats(x, from, split);
    double[] right = stats(x, split, to);
    int n = split - from;
    int m = to - split;
    return new Shift(n, m, left[0], right[0], left[1], right[1], pValue(n, m, left, right));
  }

  /** The mean and population standard deviation of {@code x[from, to)}. */
  private static double[] stats(double[] x, int from, int to) {
    double sum = 0;
    for (int i = from; i < to; i++) {
      sum += x[i];
    }
    double mean = sum / (to - from);
    double squares = 0;
    for (int i = from; i < to; i++) {
      squares += (x[i] - mean) * (x[i] - mean);
    }
    return new double[] {mean, Math.sqrt(squares / (to - from))};
  }

  private static double pValue(int n, int m, double[] left, double[] right) {
    if (n + m <= 2) {
      return 1;
    }
    double standardError = standardError(n, m, left[1], right[1]);
    double difference = right[0] - left[0];
    if (standardError == 0) {
      return difference == 0 ? 1 : 0;
    }
    double t = Math.abs(difference) / standardError;
    return 2 * TDistribution.of(n + m - 2).survivalProbability(t);
  }

  /** The pooled standard error of the difference of the means. */
  private static double standardError(int n, int m, double deviationLeft, double deviationRight) {
    double pooled =
        ((n - 1) * deviationLeft * deviationLeft + (m - 1) * deviationRight * deviationRight)
            / (n + m - 2);
    return Math.sqrt(pooled * (1.0 / n + 1.0 / m));
  }

  /** The relative change of the mean, after over before minus 1; 0 when the mean before is 0. */
  public double relative() {
    return meanBefore == 0 ? 0 : meanAfter / meanBefore - 1;
  }

  /**
   * The larger of the forward and backward relative changes, as Otava weighs a change point's size:
   * a fall to half is as large as a rise to double.
   */
  public double magnitude() {
    double backward = meanAfter == 0 ? 0 : meanBefore / meanAfter - 1;
    return Math.max(Math.abs(relative()), Math.abs(backward));
  }

  /** The low end of the relative change's 95% interval; NaN with too few values to have one. */
  public double relativeLow() {
    return relative() - relativeHalfWidth();
  }

  /** The high end of the relative change's 95% interval; NaN with too few values to have one. */
  public double relativeHigh() {
    return relative() + relativeHalfWidth();
  }

  /**
   * The t-interval of the difference of the means (pooled, as the test), over the mean before taken
   * as exact: the mean before's own uncertainty is left out, so the interval is a little narrow.
   */
  private double relativeHalfWidth() {
    if (before + after <= 2 || meanBefore == 0) {
      return Double.NaN;
    }
    double quantile = StudentT.quantile(before + after - 2, CONFIDENCE);
    return quantile
        * standardError(before, after, deviationBefore, deviationAfter)
        / Math.abs(meanBefore);
  }
}
