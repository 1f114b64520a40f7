package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import java.util.ArrayList;
import java.util.List;

/** A finding's evidence as the terminal shows it, one "label: value" line each, for assertions. */
final class EvidenceLines {

  private EvidenceLines() {}

  static List<String> of(Finding finding) {
    List<String> lines = new ArrayList<>();
    for (Evidence evidence : finding.evidence()) {
      lines.add(evidence.label() + ": " + evidence.valueText());
      evidence.frames().forEach(frame -> lines.add("  at " + frame));
    }
    return lines;
  }

  /** The value of the evidence labelled {@code label}, as text. */
  static String value(Finding finding, String label) {
    return finding.evidence().stream()
        .filter(e -> e.label().equals(label))
        .map(Evidence::valueText)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no evidence '" + label + "' in " + finding));
  }
}
