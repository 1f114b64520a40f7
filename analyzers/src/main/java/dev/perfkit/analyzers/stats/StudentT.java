package dev.perfkit.analyzers.stats;

import org.apache.commons.statistics.descriptive.Mean;
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
   * The mean of {@code values} and the half-width of its t-interval.
   *
   * @param values at least two
   */
  public static MeanInterval meanInterval(double[] values, double confidence) {
    if (values.length < 2) {
      throw new IllegalArgumentException(
          "a t-interval needs 2 values or more, not " + values.length);
    }
    int n = values.length;
    double half = quantile(n - 1, confidence) * Math.sqrt(variance(values) / n);
    return new MeanInterval(Mean.of(values).getAsDouble(), half);
  }

  /** The unbiased sample variance (over n - 1). */
  public static double variance(double[] values) {
    return Variance.of(values).getAsDouble();
  }

  /**
   * A mean and the half-width of its interval.
   *
   * @param mean the mean
   * @param halfWidth the interval is {@code mean - halfWidth} to {@code mean + halfWidth}
   */
  public record MeanInterval(double mean, double halfWidth) {}
}
