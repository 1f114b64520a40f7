package dev.perfkit.cli;

import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.FindingRanking;
import dev.perfkit.analyzers.findings.Scope;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Renders an analysis for the terminal: what was read, then the findings, grouped: the
 * application's code first, then libraries', then the JDK's; then the profilers' own share of the
 * CPU. Each finding takes three lines (severity and score, the sentence, its most telling evidence)
 * unless the view is verbose; minor findings inside JDK internals are counted, not shown, unless
 * the view asks for all.
 */
final class FindingsText {

  /** What to show: how many findings, whether JDK-internal ones too, and whether in full. */
  record View(int top, boolean all, boolean verbose) {}

  /** Each scope's heading, in ranking order. */
  private static final Map<Scope, String> GROUPS =
      Map.of(
          Scope.APPLICATION, "the application's code and the run as a whole",
          Scope.LIBRARY, "libraries (the application's dependencies, shaded copies included)",
          Scope.JDK, "JDK internals");

  private final PrintWriter out;
  private final View view;

  FindingsText(PrintWriter out, View view) {
    this.out = out;
    this.view = view;
  }

  /**
   * Prints from the summary, not the analysis, so that a repeat set, whose summary aggregates its
   * repeats' analyses, prints as a run does.
   */
  void print(RunSummary summary, Path summaryFile) {
    printReads(summary);
    printFindings(summary.findings());
    printProfilerCost(summary);
    printQuietRules(summary.rules());
    if (summaryFile != null) {
      out.println();
      out.println("Summary written to " + summaryFile);
    }
    out.flush();
  }

  private void printReads(RunSummary summary) {
    out.println("Analyzed " + String.join(", ", summary.source()) + ":");
    for (ReadReport read : summary.inputs()) {
      String inputs = read.inputs().isEmpty() ? "" : " -> " + String.join(", ", read.inputs());
      String mark = read.truncated() ? " [TRUNCATED]" : "";
      String note = read.note().isEmpty() ? "" : " (" + read.note() + ")";
      out.println("  " + read.file() + ": " + read.kind() + inputs + mark + note);
    }
    out.println();
  }

  private void printFindings(List<Finding> ranked) {
    List<Finding> visible =
        view.all()
            ? ranked
            : ranked.stream().filter(f -> !FindingRanking.minorInternal(f)).toList();
    int hidden = ranked.size() - visible.size();
    if (visible.isEmpty()) {
      out.println("No findings: nothing stood out in the evidence given" + hiddenNote(hidden));
      return;
    }
    out.println("Findings, application code first, highest score first:");
    int shown = Math.min(view.top(), visible.size());
    for (int i = 0; i < shown; i++) {
      Finding finding = visible.get(i);
      if (i == 0 || finding.scope() != visible.get(i - 1).scope()) {
        out.printf(Locale.ROOT, "%n  -- %s --%n", GROUPS.get(finding.scope()));
      }
      printFinding(i + 1, finding);
    }
    if (visible.size() > shown || hidden > 0) {
      out.println();
    }
    if (visible.size() > shown) {
      out.printf(Locale.ROOT, "  ... and %d more (--top N)%n", visible.size() - shown);
    }
    if (hidden > 0) {
      out.printf(
          Locale.ROOT,
          "  ... %d finding%s in JDK internals hidden (--all)%n",
          hidden,
          plural(hidden));
    }
  }

  /**
   * The profilers' own share of the CPU samples, which the metrics and findings above leave out:
   * said here so that nobody takes the measured numbers for the whole cost of the run.
   */
  private void printProfilerCost(RunSummary summary) {
    summary.metrics().stream()
        .filter(metric -> MetricKind.PROFILER_CPU_SHARE.matches(metric.id()))
        .findFirst()
        .ifPresent(
            metric -> {
              out.println();
              out.println(
                  "The profilers' own work was "
                      + metric.valueText()
                      + " of the CPU samples: left out of the CPU metrics and findings above.");
            });
  }

  private static String hiddenNote(int hidden) {
    return hidden == 0
        ? "."
        : String.format(
            Locale.ROOT,
            " about the application's code; %d finding%s in JDK internals hidden (--all).",
            hidden,
            plural(hidden));
  }

  private static String plural(int count) {
    return count == 1 ? "" : "s";
  }

  private void printFinding(int rank, Finding finding) {
    out.printf(
        Locale.ROOT,
        "%n%2d. %-7s %3d  %s (%s)%n    %s%n",
        rank,
        finding.severity(),
        finding.score(),
        finding.ruleId(),
        finding.source(),
        finding.summary());
    if (view.verbose()) {
      printInFull(finding);
    } else if (!finding.evidence().isEmpty()) {
      Evidence telling = finding.evidence().get(0);
      out.println("    " + telling.label() + ": " + telling.valueText());
    }
  }

  private void printInFull(Finding finding) {
    for (Evidence evidence : finding.evidence()) {
      out.println("    - " + evidence.label() + ": " + evidence.valueText());
      evidence.frames().forEach(frame -> out.println("        at " + frame));
    }
    out.println("    why: " + finding.explanation());
    out.println("    suggestion: " + finding.suggestion());
  }

  private void printQuietRules(List<RunSummary.RuleStatus> rules) {
    List<String> clean =
        rules.stream()
            .filter(o -> o.applicable() && o.findingCount() == 0)
            .map(RunSummary.RuleStatus::ruleId)
            .toList();
    List<String> notApplicable =
        rules.stream()
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
