package dev.perfkit.analyzers.gate;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The whole verdict of a gate: every metric or benchmark check, every new application finding, and
 * the outcome they add up to.
 *
 * @param baseline what the baseline was (a run directory, a JMH result file), in brief: "FIRST and
 *     N more, pooled" for several
 * @param candidate what the candidate was
 * @param baselineSources every run or file of the baseline as given, so that a pooled side says
 *     which runs it pooled; empty when not known
 * @param candidateSources every run or file of the candidate as given
 * @param checks the metric or benchmark checks, in the order shown
 * @param findings the new application findings, judged
 * @param outcome what they add up to
 * @param paired whether the checks judge paired rounds of a duet (per-round ratios, the signed-rank
 *     test) rather than two sides' independent runs; written only when true
 */
public record GateResult(
    String baseline,
    String candidate,
    List<String> baselineSources,
    List<String> candidateSources,
    List<MetricCheck> checks,
    List<FindingCheck> findings,
    Outcome outcome,
    @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean paired) {

  public GateResult {
    baselineSources = List.copyOf(baselineSources);
    candidateSources = List.copyOf(candidateSources);
    checks = List.copyOf(checks);
    findings = List.copyOf(findings);
  }

  /** The result of these checks, with the outcome they add up to. */
  public static GateResult of(
      String baseline, String candidate, List<MetricCheck> checks, List<FindingCheck> findings) {
    return new GateResult(
        baseline,
        candidate,
        List.of(),
        List.of(),
        checks,
        findings,
        Outcome.of(checks, findings),
        false);
  }

  /** This result with each side's runs or files as given. */
  public GateResult withSources(List<String> baselineSources, List<String> candidateSources) {
    return new GateResult(
        baseline, candidate, baselineSources, candidateSources, checks, findings, outcome, paired);
  }

  /** This result as the verdict on a duet's paired rounds. */
  public GateResult asPaired() {
    return new GateResult(
        baseline, candidate, baselineSources, candidateSources, checks, findings, outcome, true);
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
