package dev.perfkit.analyzers.stats;

import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.MannWhitneyUTest;

/**
 * The two-sided Mann-Whitney U (Wilcoxon rank-sum) test between two independent samples: exact
 * p-values below 50 a side without ties, as R's {@code wilcox.test(exact=TRUE)} gives them, and the
 * continuity-corrected normal approximation otherwise.
 */
public final class RankSumTest {

  /** The significance level of every test perfkit makes with it: the gate's, compare's, demo's. */
  public static final double ALPHA = 0.05;

  /** Below this many observations a side the smallest two-sided p-value is 0.1, above 0.05. */
  public static final int MIN_SAMPLES = 4;

  private static final MannWhitneyUTest TEST =
      MannWhitneyUTest.withDefaults().with(AlternativeHypothesis.TWO_SIDED);

  private RankSumTest() {}

  /**
   * The two-sided p-value of "baseline and candidate come from the same distribution"; 1 when every
   * observation of both is the same number, where the test has no variance to work with.
   */
  public static double pValue(double[] baseline, double[] candidate) {
    double p = TEST.test(baseline, candidate).getPValue();
    return Double.isNaN(p) ? 1 : p;
  }
}
