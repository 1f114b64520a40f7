package dev.perfkit.analyzers.stats;

import org.apache.commons.statistics.descriptive.Median;

/**
 * The Hodges-Lehmann estimate of the shift between two samples: the median of every pairwise
 * difference candidate minus baseline. Unlike a difference of means, one outlying run moves it
 * little, and it is the shift the rank-sum test tests.
 */
public final class HodgesLehmann {

  private static final Median MEDIAN = Median.withDefaults().withCopy(false);

  private HodgesLehmann() {}

  /** The median of {@code candidate[j] - baseline[i]} over all i and j. */
  public static double shift(double[] baseline, double[] candidate) {
    double[] differences = new double[baseline.length * candidate.length];
    int k = 0;
    for (double b : baseline) {
      for (double c : candidate) {
        differences[k++] = c - b;
      }
    }
    return MEDIAN.evaluate(differences);
  }
}
