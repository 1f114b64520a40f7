package dev.perfkit.analyzers.findings;

import java.util.List;

/**
 * What became of one rule in an analysis: it ran (with zero or more findings) or it was not
 * applicable because the named inputs were missing.
 */
public record RuleOutcome(
    String ruleId, String title, boolean applicable, List<String> missing, List<Finding> findings) {

  public RuleOutcome {
    missing = List.copyOf(missing);
    findings = List.copyOf(findings);
  }
}
