package dev.perfkit.analyzers.stats;

import dev.perfkit.analyzers.stats.Judgement.Outcome;
import java.util.Locale;

/**
 * The judgement of paired observations, one a round of a duet: each the candidate's value over the
 * baseline's measured alongside it, tested against 1 ({@link SignedRankTest}) and estimated by the
 * Hodges-Lehmann median of the Walsh averages with its exact interval ({@link WalshInterval}).
 *
 * @param rounds how many pairs
 * @param test the test's p-value and how it was had; null when too few pairs could reach the level
 * @param ratio the estimated ratio with its interval; null with {@code test}
 * @param level the level p must be below
 * @param outcome what the judgement is
 * @param needed the pairs that could reach the level, when too few were given
 */
public record PairedJudgement(
    int rounds,
    SignedRankTest.Result test,
    WalshInterval ratio,
    double level,
    Outcome outcome,
    Integer needed) {

  /** The centre a ratio is tested against: no change. */
  public static final double NO_CHANGE = 1;

  /** The ratios judged at {@code level}, their interval at the matching confidence. */
  public static PairedJudgement of(double[] ratios, double level) {
    int n = ratios.length;
    if (SignedRankTest.smallestP(n) >= level) {
      return new PairedJudgement(
          n, null, null, level, Outcome.INCONCLUSIVE, SignedRankTest.needed(level));
    }
    SignedRankTest.Result test = SignedRankTest.test(ratios, NO_CHANGE);
    WalshInterval interval = WalshInterval.of(ratios, 1 - level);
    Outcome outcome = test.p() < level ? Outcome.SIGNIFICANT : Outcome.NOT_SIGNIFICANT;
    return new PairedJudgement(n, test, interval, level, outcome, null);
  }

  /** Whether the ratio differs from 1 significantly. */
  public boolean significant() {
    return outcome == Outcome.SIGNIFICANT;
  }

  /**
   * The smallest change of the ratio, either way, that these rounds would have called significant:
   * the interval's larger half-width, since the exact test rejects exactly the centres outside it.
   */
  public Double detectable() {
    if (ratio == null) {
      return null;
    }
    return Math.max(ratio.estimate() - ratio.low(), ratio.high() - ratio.estimate());
  }

  /**
   * The judgement in one line: "significant: p=0.016 (exact signed-rank) < 0.05, 8 rounds";
   * "inconclusive (needs 6 rounds): 5 rounds allow p >= 0.063, not below 0.05".
   */
  public String words() {
    String counts = rounds + " rounds";
    return switch (outcome) {
      case INCONCLUSIVE ->
          String.format(
              Locale.ROOT,
              "inconclusive (needs %d rounds): %s allow p >= %s, not below %.2f",
              needed,
              counts,
              PValues.text(SignedRankTest.smallestP(rounds)),
              level);
      case SIGNIFICANT, NOT_SIGNIFICANT ->
          String.format(
              Locale.ROOT,
              "%s: p=%s (%s) %s %.2f, %s",
              significant() ? "significant" : "not significant",
              PValues.text(test.p()),
              test.how(),
              significant() ? "<" : ">=",
              level,
              counts);
    };
  }
}
