package dev.perfkit.analyzers.gate.report;

import dev.perfkit.analyzers.gate.FindingCheck;
import dev.perfkit.analyzers.gate.GateResult;
import dev.perfkit.analyzers.gate.MetricCheck;
import dev.perfkit.analyzers.gate.Verdict;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.output.TerminalText;
import java.io.PrintWriter;
import java.util.List;

/**
 * The gate's verdict for the terminal, within {@link TerminalText#WIDTH} columns: the outcome, then
 * one block per check with its verdict in the left margin, where the eye finds the regressions, and
 * its numbers and reasons on labelled lines beside it.
 */
public final class GateText implements Format<GateResult> {

  private static final String MARGIN = "  %-14s";
  private static final String LABEL = " ".repeat(16) + "%-10s";
  private static final String HANGING = " ".repeat(26);

  @Override
  public void render(GateResult result, PrintWriter out) {
    String headline = GateWords.headline(result);
    if (headline.length() <= TerminalText.WIDTH) {
      out.println(headline);
    } else { // the runs on a line, the outcome on the next, where it is not lost among paths
      TerminalText.print(out, "", GateWords.compared(result) + ":", "  ");
      TerminalText.print(out, "  ", GateWords.verdict(result));
    }
    out.println(
        "  (each side: median [min, max] over its runs; shift: candidate - baseline [95% interval])");
    result.checks().forEach(check -> check(check, out));
    result.findings().forEach(finding -> finding(finding, out));
    TerminalText.print(out, "", GateWords.method(result));
    out.flush();
  }

  private static void check(MetricCheck check, PrintWriter out) {
    String budget = check.budget() == null ? "" : " (budget " + check.budget().text() + ")";
    out.println(String.format(MARGIN, check.verdict().word()) + check.id() + budget);
    labelled(out, "baseline", GateCells.side(check.baseline(), check.unit()));
    labelled(out, "candidate", GateCells.side(check.candidate(), check.unit()));
    String shift = GateCells.shift(check);
    if (!shift.equals("-")) {
      labelled(out, "shift", shift + ", p " + GateCells.pCell(check));
    }
    labelled(out, "why", check.note());
  }

  /** A new finding: its verdict in the margin, its key whole on a line of its own. */
  private static void finding(FindingCheck finding, PrintWriter out) {
    String mark = finding.verdict() == Verdict.REGRESSION ? "REGRESSION" : "new";
    out.println(String.format(MARGIN, mark) + "finding (" + finding.severity() + ")");
    labelled(out, "key", finding.key());
    labelled(out, "why", finding.note());
  }

  private static void labelled(PrintWriter out, String label, String value) {
    TerminalText.print(out, String.format(LABEL, label), value, HANGING);
  }

  /** Counts checks by verdict, for the headline. */
  static long count(List<MetricCheck> checks, Verdict verdict) {
    return checks.stream().filter(check -> check.verdict() == verdict).count();
  }
}
