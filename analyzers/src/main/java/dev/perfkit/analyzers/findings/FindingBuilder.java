package dev.perfkit.analyzers.findings;

import dev.perfkit.analyzers.stacks.FrameNames;
import java.util.List;

/**
 * Builds a {@link Finding} part by part, so that rules (through {@link RuleBase}) and tests name
 * each part as they fill it, and the key and severity are derived in one place. The subject's
 * generated names are folded ({@link FrameNames}), so that the key of a finding about a lambda or a
 * proxy is the same in every JVM.
 */
public final class FindingBuilder {

  private final String ruleId;
  private final String subject;
  private final int score;
  private String summary = "";
  private String explanation = "";
  private String suggestion = "";
  private String source = "";

  public FindingBuilder(String ruleId, String subject, int score) {
    this.ruleId = ruleId;
    this.subject = FrameNames.normalize(subject);
    this.score = score;
  }

  public FindingBuilder summary(String summary) {
    this.summary = FrameNames.normalize(summary);
    return this;
  }

  public FindingBuilder explanation(String explanation) {
    this.explanation = explanation;
    return this;
  }

  public FindingBuilder suggestion(String suggestion) {
    this.suggestion = suggestion;
    return this;
  }

  public FindingBuilder source(String source) {
    this.source = source;
    return this;
  }

  public Finding evidence(List<Evidence> evidence) {
    return new Finding(
        Finding.keyOf(ruleId, subject),
        ruleId,
        subject,
        score,
        Severity.fromScore(score),
        summary,
        explanation,
        suggestion,
        source,
        evidence);
  }
}
