package dev.perfkit.analyzers.stats;

import java.util.Locale;

/**
 * The one judgement of a metric's change between two sides, which compare, compare.html, the gate
 * and the demo all show: the rank-sum test over the observations (runs, or JMH iterations), Holm's
 * correction when the metric is judged in the load-dependent family, and whether the test could
 * have reached its level at all with so few observations ({@link SignificanceRule}).
 *
 * @param baselineCount the baseline's observations
 * @param candidateCount the candidate's
 * @param noun what an observation is: "runs" or "iterations"
 * @param test the test's p-value and how it was had; null when the test could not reach the level
 * @param family how many metrics it was judged among: 1 when judged alone
 * @param familyP its Holm-adjusted p-value among the family, which decides; null when alone or not
 *     tested
 * @param level the level the deciding p-value must be below: 0.05 alone, 0.01 in the family
 * @param outcome what the judgement is
 * @param needed the observations a side that could reach the level, when too few were given
 * @param detectable the smallest shift of the candidate, either way and in the metric's unit, that
 *     the test would have called significant over these observations; null when it could call none
 */
public record Judgement(
    int baselineCount,
    int candidateCount,
    String noun,
    RankSumTest.Result test,
    int family,
    Double familyP,
    double level,
    Outcome outcome,
    Integer needed,
    Double detectable) {

  /** What a judgement amounts to. */
  public enum Outcome {
    /** The deciding p-value is below the level. */
    SIGNIFICANT,
    /** It is not: a change that cannot be told from chance. */
    NOT_SIGNIFICANT,
    /** No p-value these observations allow could be below the level: no judgement either way. */
    INCONCLUSIVE
  }

  /** Whether the change is significant. */
  public boolean significant() {
    return outcome == Outcome.SIGNIFICANT;
  }

  /** The p-value that decides: the family's Holm p, else the test's own; null when untested. */
  public Double decidingP() {
    if (test == null) {
      return null;
    }
    return familyP != null ? familyP : test.p();
  }

  /** The verdict's word: "significant", "not significant", "inconclusive (needs 7 runs)". */
  public String verdictWords() {
    return switch (outcome) {
      case SIGNIFICANT -> "significant";
      case NOT_SIGNIFICANT -> "not significant";
      case INCONCLUSIVE -> "inconclusive (needs " + needed + " " + noun + ")";
    };
  }

  /**
   * The judgement in one line, the same on every surface: "significant: p=0.029 (exact) < 0.05, 4
   * and 4 runs"; "not significant: Holm p=0.34 >= 0.01 among 12 load-dependent (p=0.029, exact), 7
   * and 7 runs"; "inconclusive (needs 7 runs): 4 and 4 runs allow p >= 0.029, times 12 (Holm) 0.34,
   * not below 0.01".
   */
  public String words() {
    return verdictWords() + ": " + reason();
  }

  /** The words after the verdict's: "p=0.029 (exact) < 0.05, 4 and 4 runs". */
  public String reason() {
    String counts = baselineCount + " and " + candidateCount + " " + noun;
    if (outcome == Outcome.INCONCLUSIVE) {
      double smallest = RankSumTest.smallestP(baselineCount, candidateCount);
      String holm =
          family > 1
              ? String.format(
                  Locale.ROOT,
                  ", times %d (Holm) %s",
                  family,
                  PValues.text(Math.min(1, smallest * family)))
              : "";
      return String.format(
          Locale.ROOT,
          "%s allow p >= %s%s, not below %.2f",
          counts,
          PValues.text(smallest),
          holm,
          level);
    }
    String comparison = decidingP() < level ? "<" : ">=";
    String own = "p=" + PValues.text(test.p()) + " (" + test.how() + ")";
    String decided =
        familyP == null
            ? String.format(Locale.ROOT, "%s %s %.2f", own, comparison, level)
            : String.format(
                Locale.ROOT,
                "Holm p=%s %s %.2f among %d load-dependent (p=%s, %s)",
                PValues.text(familyP),
                comparison,
                level,
                family,
                PValues.text(test.p()),
                test.how());
    return decided + ", " + counts;
  }
}
