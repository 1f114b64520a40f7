package dev.perfkit.analyzers.findings;

import dev.perfkit.analyzers.scope.AppScope;
import java.util.List;

/**
 * One thing perfkit found wrong in a run: which rule found it, about what ({@code subject}), how
 * much it matters (a 0-100 score and the severity derived from it), a one-sentence summary, an
 * explanation of why it matters, a suggestion of what to do, the kind of evidence it came from and
 * the typed evidence behind it.
 *
 * @param key the finding's identity across runs: {@code ruleId:subject}, or {@code ruleId} alone
 *     for a run-wide finding; the same bottleneck in two runs has the same key
 * @param subject the method ({@code pkg.Class.method}), call site ({@code caller -> callee}) or
 *     allocation site ({@code pkg.Class.method (allocated.Class)}); empty for run-wide findings
 * @param source the evidence kind the rule used: "compilation log", "JFR recording",
 *     "async-profiler recording", "GC log", "load results", "collapsed stacks"
 * @param scope whose code the subject is: the application's, a library's or the JDK's, judged with
 *     the application's packages when the analysis knew them ({@link #inScope})
 */
public record Finding(
    String key,
    String ruleId,
    String subject,
    int score,
    Severity severity,
    String summary,
    String explanation,
    String suggestion,
    String source,
    List<Evidence> evidence,
    Scope scope) {

  /** A finding whose scope is told from its subject alone. */
  public Finding(
      String key,
      String ruleId,
      String subject,
      int score,
      Severity severity,
      String summary,
      String explanation,
      String suggestion,
      String source,
      List<Evidence> evidence) {
    this(
        key,
        ruleId,
        subject,
        score,
        severity,
        summary,
        explanation,
        suggestion,
        source,
        evidence,
        Scope.of(subject));
  }

  public Finding {
    if (score < 0 || score > 100) {
      throw new IllegalArgumentException("score must be 0-100, was " + score);
    }
    evidence = List.copyOf(evidence);
    scope = scope == null ? Scope.of(subject) : scope;
  }

  /** The key of a finding by {@code ruleId} about {@code subject}. */
  public static String keyOf(String ruleId, String subject) {
    return subject.isEmpty() ? ruleId : ruleId + ":" + subject;
  }

  /** The same finding, its scope judged with the application's packages. */
  public Finding inScope(AppScope app) {
    return new Finding(
        key,
        ruleId,
        subject,
        score,
        severity,
        summary,
        explanation,
        suggestion,
        source,
        evidence,
        Scope.of(subject, app));
  }
}
