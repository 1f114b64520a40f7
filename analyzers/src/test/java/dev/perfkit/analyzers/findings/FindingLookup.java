package dev.perfkit.analyzers.findings;

import dev.perfkit.analyzers.Analysis;

/** Looks up what the finding tests assert on: a rule's finding and a typed evidence value. */
final class FindingLookup {

  private FindingLookup() {}

  static Finding finding(Analysis analysis, String ruleId) {
    return analysis.rankedFindings().stream()
        .filter(f -> f.ruleId().equals(ruleId))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + ruleId + " in " + analysis.rankedFindings()));
  }

  static double quantity(Finding finding, String label) {
    return finding.evidence().stream()
        .filter(e -> e.label().equals(label))
        .mapToDouble(e -> e.quantity().value())
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + label + " in " + finding));
  }
}
