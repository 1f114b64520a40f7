package dev.perfkit.analyzers.stats;

import java.util.Arrays;
import org.apache.commons.statistics.descriptive.Median;

/**
 * The one-sample Hodges-Lehmann estimate, the median of the Walsh averages (x_i + x_j) / 2 over i
 * <= j, with its exact confidence interval from the signed-rank distribution: the k-th smallest and
 * the k-th largest Walsh averages, k from that distribution's quantile, as R's {@code
 * wilcox.test(x, exact=TRUE, conf.int=TRUE)} computes them. It is the estimate that the signed-rank
 * test tests, and the interval holds every centre the test would not reject.
 *
 * @param estimate the median of the Walsh averages
 * @param low the interval's lower end
 * @param high its upper end
 * @param confidence the confidence the interval achieves (at least the one asked for; the exact
 *     distribution is discrete), or NaN when it is the whole range of the averages
 */
public record WalshInterval(double estimate, double low, double high, double confidence) {

  private static final Median MEDIAN = Median.withDefaults().withCopy(false);

  /** The estimate and interval of {@code values} at {@code confidence} (0.95). */
  public static WalshInterval of(double[] values, double confidence) {
    double[] averages = walshAverages(values);
    int n = values.length;
    long[] counts = signedRankCounts(n);
    double total = Math.pow(2, n);
    int qu = Math.max(1, quantile(counts, total, (1 - confidence) / 2));
    int ql = averages.length - qu;
    double achieved = 1 - 2 * cumulative(counts, qu - 1) / total;
    double estimate = MEDIAN.evaluate(averages.clone());
    return new WalshInterval(estimate, averages[qu - 1], averages[ql], achieved);
  }

  /** Every (x_i + x_j) / 2 with i <= j, sorted. */
  static double[] walshAverages(double[] values) {
    int n = values.length;
    double[] averages = new double[n * (n + 1) / 2];
    int k = 0;
    for (int i = 0; i < n; i++) {
      for (int j = i; j < n; j++) {
        averages[k++] = (values[i] + values[j]) / 2;
      }
    }
    Arrays.sort(averages);
    return averages;
  }

  /**
   * How many of the 2^n sign patterns give each signed-rank sum 0..n(n+1)/2: the exact null
   * distribution, built one rank at a time.
   */
  static long[] signedRankCounts(int n) {
    long[] counts = new long[n * (n + 1) / 2 + 1];
    counts[0] = 1;
    for (int rank = 1; rank <= n; rank++) {
      for (int sum = counts.length - 1; sum >= rank; sum--) {
        counts[sum] += counts[sum - rank];
      }
    }
    return counts;
  }

  /** The smallest q with P(V <= q) >= p: R's {@code qsignrank(p, n)}. */
  private static int quantile(long[] counts, double total, double p) {
    double cumulative = 0;
    for (int q = 0; q < counts.length; q++) {
      cumulative += counts[q];
      if (cumulative / total >= p * (1 - 64 * Math.ulp(1.0))) {
        return q;
      }
    }
    return counts.length - 1;
  }

  /** The count of sign patterns with a sum at most {@code q}. */
  private static double cumulative(long[] counts, int q) {
    double sum = 0;
    for (int i = 0; i <= q && i < counts.length; i++) {
      sum += counts[i];
    }
    return sum;
  }
}
