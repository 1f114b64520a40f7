package dev.perfkit.analyzers.stats;

import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.MannWhitneyUTest;

/**
 * The two-sided Mann-Whitney U (Wilcoxon rank-sum) test between two independent samples: exact
 * p-values below 50 a side without ties, as R's {@code wilcox.test(exact=TRUE)} gives them, and the
 * normal approximation with the ties' variance correction and a continuity correction otherwise.
 * The library falls back to that approximation on ties even when asked for the exact method, so a
 * p-value is called exact only when it is.
 */
public final class RankSumTest {

  /** Below this many observations a side the smallest two-sided p-value is 0.1, above 0.05. */
  public static final int MIN_SAMPLES = 4;

  /** From this many observations on either side the library approximates, ties or not. */
  private static final int EXACT_BELOW = 50;

  private static final MannWhitneyUTest TEST =
      MannWhitneyUTest.withDefaults().with(AlternativeHypothesis.TWO_SIDED);

  private RankSumTest() {}

  /**
   * One test's outcome.
   *
   * @param p the two-sided p-value; 1 when every observation of both is the same number
   * @param exact whether {@code p} is the exact permutation probability
   * @param ties whether some observations are equal, which makes {@code p} approximate
   */
  public record Result(double p, boolean exact, boolean ties) {

    /**
     * How the p-value was had: "exact", "approximate, ties" or "approximate, 50 or more a side".
     */
    public String how() {
      if (exact) {
        return "exact";
      }
      return ties ? "approximate, ties" : "approximate, 50 or more a side";
    }
  }

  /** The test of {@code candidate} against {@code baseline}. */
  public static Result test(double[] baseline, double[] candidate) {
    MannWhitneyUTest.Result result = TEST.test(baseline, candidate);
    double p = result.getPValue();
    boolean ties = result.hasTiedValues();
    boolean small = baseline.length < EXACT_BELOW && candidate.length < EXACT_BELOW;
    return new Result(Double.isNaN(p) ? 1 : p, small && !ties, ties);
  }

  /**
   * The smallest two-sided p-value the exact test can give {@code n} and {@code m} observations:
   * the two most extreme of the C(n + m, n) orderings, 2 / C(n + m, n), at most 1 (2/70 for 4 a
   * side, 2/252 for 5).
   */
  public static double smallestP(int n, int m) {
    if (n == 0 || m == 0) {
      return 1;
    }
    double orderings = 1;
    for (int i = 1; i <= Math.min(n, m); i++) {
      orderings = orderings * (n + m - Math.min(n, m) + i) / i;
    }
    return Math.min(1, 2 / orderings);
  }

  /**
   * The two-sided p-value of "baseline and candidate come from the same distribution"; 1 when every
   * observation of both is the same number, where the test has no variance to work with.
   */
  public static double pValue(double[] baseline, double[] candidate) {
    return test(baseline, candidate).p();
  }
}
