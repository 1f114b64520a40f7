package dev.perfkit.analyzers.gate.report;

import dev.perfkit.analyzers.gate.FindingCheck;
import dev.perfkit.analyzers.gate.GateResult;
import dev.perfkit.analyzers.gate.MetricCheck;
import dev.perfkit.analyzers.gate.Verdict;
import dev.perfkit.analyzers.stats.SignificanceRule;
import java.util.List;

/** The sentences every format of the gate shares: the headline and how the numbers were made. */
final class GateWords {

  /** What the numbers are, so that a reader of any format can weigh them. */
  static final String METHOD =
      SignificanceRule.IN_WORDS
          + " A check regresses only when its change is significant AND the Hodges-Lehmann shift"
          + " (median of pairwise differences, candidate - baseline) is beyond its budget; the"
          + " interval is a seeded percentile bootstrap (95%).";

  /** What a duet's numbers are (docs/duet.md). */
  static final String PAIRED_METHOD =
      "Each round ran both sides at once; each metric is judged by its per-round ratio, candidate"
          + " / baseline: the exact Wilcoxon signed-rank test against 1 (a sign test where ties"
          + " dominate), p < 0.05; fewer than 6 rounds are inconclusive. A check regresses only"
          + " when the ratio differs significantly AND its Hodges-Lehmann estimate (median of the"
          + " Walsh averages), times the baseline's median, is beyond its budget; the interval is"
          + " the exact signed-rank one (95%).";

  private GateWords() {}

  /** How the numbers of {@code result} were made. */
  static String method(GateResult result) {
    return result.paired() ? PAIRED_METHOD : METHOD;
  }

  /** {@code gate runs/a -> runs/b: REGRESSION (1 regressed, 8 pass, 2 inconclusive)}. */
  static String headline(GateResult result) {
    return compared(result) + ": " + verdict(result);
  }

  /** {@code gate runs/a -> runs/b}: what was gated against what. */
  static String compared(GateResult result) {
    return "gate " + result.baseline() + " -> " + result.candidate();
  }

  /** {@code REGRESSION (1 regressed, 8 pass, 2 inconclusive)}: the outcome and its counts. */
  static String verdict(GateResult result) {
    List<MetricCheck> checks = result.checks();
    long newFailing =
        result.findings().stream().filter(f -> f.verdict() == Verdict.REGRESSION).count();
    return outcome(result)
        + " ("
        + GateText.count(checks, Verdict.REGRESSION)
        + " regressed, "
        + GateText.count(checks, Verdict.IMPROVED)
        + " improved, "
        + GateText.count(checks, Verdict.PASS)
        + " pass, "
        + GateText.count(checks, Verdict.INCONCLUSIVE)
        + " inconclusive"
        + (result.findings().isEmpty()
            ? ""
            : "; " + result.findings().size() + " new findings, " + newFailing + " failing")
        + ")";
  }

  static String outcome(GateResult result) {
    return switch (result.outcome()) {
      case PASS -> "pass";
      case REGRESSION -> "REGRESSION";
      case INCONCLUSIVE -> "inconclusive";
    };
  }

  /** A finding's line: its key, severity and why it passes or fails. */
  static String finding(FindingCheck finding) {
    return finding.key() + " (" + finding.severity() + "): " + finding.note();
  }
}
