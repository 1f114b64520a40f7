package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Scope;
import dev.perfkit.analyzers.findings.Severity;
import java.util.List;

/**
 * The two runs' findings matched by {@link Finding#key()}: what the candidate no longer has, what
 * it newly has, and what both have. Each list is ranked by score, highest first.
 *
 * @param resolved findings whose key only the baseline has
 * @param added findings whose key only the candidate has
 * @param persisting findings whose key both runs have
 */
public record FindingChanges(
    List<FindingRef> resolved, List<FindingRef> added, List<Persisting> persisting) {

  public FindingChanges {
    resolved = List.copyOf(resolved);
    added = List.copyOf(added);
    persisting = List.copyOf(persisting);
  }

  /**
   * A finding of one run in brief.
   *
   * @param key its identity across runs
   * @param ruleId the rule that found it
   * @param subject what it is about, empty for run-wide findings
   * @param scope whether the subject is the application's code or the JDK's internals
   * @param score its 0-100 score
   * @param severity its severity
   * @param summary its one sentence
   */
  public record FindingRef(
      String key,
      String ruleId,
      String subject,
      Scope scope,
      int score,
      Severity severity,
      String summary) {

    /** The brief of {@code finding}. */
    public static FindingRef of(Finding finding) {
      return new FindingRef(
          finding.key(),
          finding.ruleId(),
          finding.subject(),
          finding.scope(),
          finding.score(),
          finding.severity(),
          finding.summary());
    }
  }

  /**
   * A finding both runs have, with how much it matters in each.
   *
   * @param key its identity across runs
   * @param ruleId the rule that found it
   * @param subject what it is about
   * @param scope the application's code or the JDK's internals
   * @param baselineScore its score in the baseline
   * @param candidateScore its score in the candidate
   * @param baselineSeverity its severity in the baseline
   * @param candidateSeverity its severity in the candidate
   * @param summary the candidate's sentence
   */
  public record Persisting(
      String key,
      String ruleId,
      String subject,
      Scope scope,
      int baselineScore,
      int candidateScore,
      Severity baselineSeverity,
      Severity candidateSeverity,
      String summary) {}
}
