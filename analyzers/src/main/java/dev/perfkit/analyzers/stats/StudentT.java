package dev.perfkit.analyzers.stats;

import org.apache.commons.statistics.descriptive.Variance;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Student's t for the intervals perfkit puts around means: of per-second samples within a run, of
 * per-run values over a repeat set, and of the difference of two sets' means.
 */
public final class StudentT {

  private StudentT() {}

  /** The two-sided quantile for {@code confidence} (0.95: the 0.975 point). */
  public static double quantile(double degreesOfFreedom, double confidence) {
    return TDistribution.of(degreesOfFreedom).inverseCumulativeProbability(0.5 + confidence / 2);
  }

  /**
   * The half-width of the t-interval of the mean of {@code values}: the interval is the mean plus
   * or minus it.
   *
   * @param values at least two
   */
  public static double halfWidth(double[] values, double confidence) {
    int n = values.length;
    if (n < 2) {
      throw new IllegalArgumentException("a t-interval needs 2 values or more, not " + n);
    }
    return quantile(n - 1, confidence) * Math.sqrt(Variance.of(values).getAsDouble() / n);
  }
}
