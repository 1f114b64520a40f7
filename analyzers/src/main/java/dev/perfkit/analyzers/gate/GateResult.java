package dev.perfkit.analyzers.gate;

import java.util.List;

/**
 * The whole verdict of a gate: every metric or benchmark check, every new application finding, and
 * the outcome they add up to.
 *
 * @param baseline what the baseline was (a run directory, a JMH result file)
 * @param candidate what the candidate was
 * @param checks the metric or benchmark checks, in the order shown
 * @param findings the new application findings, judged
 * @param outcome what they add up to
 */
public record GateResult(
    String baseline,
    String candidate,
    List<MetricCheck> checks,
    List<FindingCheck> findings,
    Outcome outcome) {

  public GateResult {
    checks = List.copyOf(checks);
    findings = List.copyOf(findings);
  }

  /** The result of these checks, with the outcome they add up to. */
  public static GateResult of(
      String baseline, String candidate, List<MetricCheck> checks, List<FindingCheck> findings) {
    return new GateResult(baseline, candidate, checks, findings, Outcome.of(checks, findings));
  }

  /** What a gate's checks add up to. */
  public enum Outcome {
    /** Every budget holds. */
    PASS,
    /** At least one check regressed. */
    REGRESSION,
    /**
     * No check could judge: every metric check is inconclusive (or there is none) and no finding
     * failed.
     */
    INCONCLUSIVE;

    static Outcome of(List<MetricCheck> checks, List<FindingCheck> findings) {
      boolean regressed =
          checks.stream().anyMatch(check -> check.verdict() == Verdict.REGRESSION)
              || findings.stream().anyMatch(finding -> finding.verdict() == Verdict.REGRESSION);
      if (regressed) {
        return REGRESSION;
      }
      boolean judged = checks.stream().anyMatch(check -> check.verdict() != Verdict.INCONCLUSIVE);
      return judged ? PASS : INCONCLUSIVE;
    }
  }
}
