package dev.perfkit.cli;

import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleOutcome;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** Renders an analysis for the terminal: what was read, then the findings, best first. */
final class FindingsText {

  private static final int FRAMES_SHOWN = 5;

  private final PrintWriter out;
  private final int top;

  FindingsText(PrintWriter out, int top) {
    this.out = out;
    this.top = top;
  }

  void print(Analysis analysis, Path summaryFile) {
    printReads(analysis);
    printFindings(analysis.rankedFindings());
    printQuietRules(analysis.outcomes());
    if (summaryFile != null) {
      out.println();
      out.println("Summary written to " + summaryFile);
    }
    out.flush();
  }

  private void printReads(Analysis analysis) {
    out.println("Analyzed " + String.join(", ", analysis.source()) + ":");
    for (ReadReport read : analysis.reads()) {
      String inputs = read.inputs().isEmpty() ? "" : " -> " + String.join(", ", read.inputs());
      String mark = read.truncated() ? " [TRUNCATED]" : "";
      String note = read.note().isEmpty() ? "" : " (" + read.note() + ")";
      out.println("  " + read.file() + ": " + read.kind() + inputs + mark + note);
    }
    out.println();
  }

  private void printFindings(List<Finding> findings) {
    if (findings.isEmpty()) {
      out.println("No findings: nothing stood out in the evidence given.");
      return;
    }
    out.println("Findings, highest score first:");
    int shown = Math.min(top, findings.size());
    for (int i = 0; i < shown; i++) {
      printFinding(i + 1, findings.get(i));
    }
    if (findings.size() > shown) {
      out.printf(Locale.ROOT, "  ... and %d more (--top, or --json)%n", findings.size() - shown);
    }
  }

  private void printFinding(int rank, Finding finding) {
    out.printf(
        Locale.ROOT,
        "%n%2d. %-7s %3d  %s%n    %s%n",
        rank,
        finding.severity(),
        finding.score(),
        finding.ruleId(),
        finding.summary());
    for (Evidence evidence : finding.evidence()) {
      out.println("    - " + evidence.label() + ": " + evidence.value());
      evidence.frames().stream().limit(FRAMES_SHOWN).forEach(f -> out.println("        at " + f));
    }
    out.println("    suggestion: " + finding.suggestion());
  }

  private void printQuietRules(List<RuleOutcome> outcomes) {
    List<String> clean =
        outcomes.stream()
            .filter(o -> o.applicable() && o.findings().isEmpty())
            .map(RuleOutcome::ruleId)
            .toList();
    List<String> notApplicable =
        outcomes.stream()
            .filter(o -> !o.applicable())
            .map(o -> o.ruleId() + " (needs " + String.join(", ", o.missing()) + ")")
            .toList();
    out.println();
    if (!clean.isEmpty()) {
      out.println("Checked, nothing found: " + String.join(", ", clean));
    }
    if (!notApplicable.isEmpty()) {
      out.println("Not applicable: " + String.join("; ", notApplicable));
    }
  }
}
