package dev.perfkit.analyzers.findings;

import java.util.List;

/**
 * One thing perfkit found wrong in a run: which rule found it, how much it matters (a 0-100 score
 * and the severity derived from it), a one-sentence summary, an explanation of why it matters, a
 * suggestion of what to do, and the evidence behind it.
 */
public record Finding(
    String ruleId,
    int score,
    Severity severity,
    String summary,
    String explanation,
    String suggestion,
    List<Evidence> evidence) {

  public Finding {
    if (score < 0 || score > 100) {
      throw new IllegalArgumentException("score must be 0-100, was " + score);
    }
    evidence = List.copyOf(evidence);
  }

  public Finding(
      String ruleId,
      int score,
      String summary,
      String explanation,
      String suggestion,
      List<Evidence> evidence) {
    this(ruleId, score, Severity.fromScore(score), summary, explanation, suggestion, evidence);
  }
}
