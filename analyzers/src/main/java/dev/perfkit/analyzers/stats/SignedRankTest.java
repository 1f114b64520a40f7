package dev.perfkit.analyzers.stats;

import java.util.Arrays;
import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.BinomialTest;
import org.apache.commons.statistics.inference.PValueMethod;
import org.apache.commons.statistics.inference.WilcoxonSignedRankTest;

/**
 * The two-sided test of paired observations against a centre (the duet's per-round ratios against
 * 1): the exact Wilcoxon signed-rank test, as R's {@code wilcox.test(x, mu=1, exact=TRUE)} gives
 * it; where ties dominate (more than half the observations on the centre or sharing their distance
 * from it, as a ratio of counts often does) the exact sign test over those off the centre, since
 * the signed ranks of tied values say little more than their signs.
 */
public final class SignedRankTest {

  private static final WilcoxonSignedRankTest WILCOXON =
      WilcoxonSignedRankTest.withDefaults()
          .with(AlternativeHypothesis.TWO_SIDED)
          .with(PValueMethod.EXACT);

  private static final BinomialTest SIGN =
      BinomialTest.withDefaults().with(AlternativeHypothesis.TWO_SIDED);

  private SignedRankTest() {}

  /**
   * One test's outcome.
   *
   * @param p the two-sided p-value
   * @param how how it was had: "exact signed-rank", "approximate signed-rank, ties", "sign test,
   *     ties"
   */
  public record Result(double p, String how) {}

  /** The test of {@code values} against {@code centre}. */
  public static Result test(double[] values, double centre) {
    double[] off = Arrays.stream(values).filter(v -> v != centre).toArray();
    if (tiesDominate(values, centre)) {
      long above = Arrays.stream(off).filter(v -> v > centre).count();
      double p = off.length == 0 ? 1 : SIGN.test(off.length, (int) above, 0.5).getPValue();
      return new Result(p, "sign test, ties");
    }
    WilcoxonSignedRankTest.Result result = WILCOXON.withMu(centre).test(values);
    boolean exact = !result.hasTiedValues() && !result.hasZeroValues();
    return new Result(
        result.getPValue(), exact ? "exact signed-rank" : "approximate signed-rank, ties");
  }

  /**
   * The smallest two-sided p-value either test can give {@code n} pairs: all of one sign, 2 / 2^n
   * (0.0625 for 5, 0.031 for 6), at most 1.
   */
  public static double smallestP(int n) {
    return Math.min(1, 2 / Math.pow(2, n));
  }

  /** The fewest pairs whose smallest p-value is below {@code level}: 6 for 0.05, 8 for 0.01. */
  public static int needed(double level) {
    int n = 1;
    while (smallestP(n) >= level) {
      n++;
    }
    return n;
  }

  /**
   * Whether more than half the values lie on the centre or share their distance from it with
   * another.
   */
  static boolean tiesDominate(double[] values, double centre) {
    double[] distances = Arrays.stream(values).map(v -> Math.abs(v - centre)).sorted().toArray();
    int tied = 0;
    for (int i = 0; i < distances.length; i++) {
      boolean onCentre = distances[i] == 0;
      boolean shared =
          (i > 0 && distances[i - 1] == distances[i])
              || (i + 1 < distances.length && distances[i + 1] == distances[i]);
      if (onCentre || shared) {
        tied++;
      }
    }
    return tied * 2 > values.length;
  }
}
