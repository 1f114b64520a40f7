package dev.perfkit.analyzers.gate.report;

import dev.perfkit.analyzers.gate.FindingCheck;
import dev.perfkit.analyzers.gate.GateResult;
import dev.perfkit.analyzers.gate.MetricCheck;
import dev.perfkit.analyzers.gate.Verdict;
import dev.perfkit.analyzers.output.Format;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** The gate's verdict for the terminal: the outcome in a line, then one aligned row per check. */
public final class GateText implements Format<GateResult> {

  @Override
  public void render(GateResult result, PrintWriter out) {
    out.println(GateWords.headline(result));
    List<List<String>> rows = new ArrayList<>();
    rows.add(GateCells.HEADINGS);
    result.checks().stream().map(GateCells::row).forEach(rows::add);
    for (String line : aligned(rows)) {
      out.println("  " + line);
    }
    for (FindingCheck finding : result.findings()) {
      String mark = finding.verdict() == Verdict.REGRESSION ? "REGRESSION" : "new";
      out.println(
          "  "
              + mark
              + " finding "
              + finding.key()
              + " ("
              + finding.severity()
              + "): "
              + finding.note());
    }
    out.println(GateWords.method(result));
    out.flush();
  }

  private static List<String> aligned(List<List<String>> rows) {
    int columns = rows.get(0).size();
    int[] widths = new int[columns];
    for (List<String> row : rows) {
      for (int i = 0; i < columns; i++) {
        widths[i] = Math.max(widths[i], row.get(i).length());
      }
    }
    List<String> lines = new ArrayList<>();
    for (List<String> row : rows) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < columns; i++) {
        line.append(i == columns - 1 ? row.get(i) : pad(row.get(i), widths[i] + 2));
      }
      lines.add(line.toString().stripTrailing());
    }
    return lines;
  }

  private static String pad(String text, int width) {
    return text + " ".repeat(width - text.length());
  }

  /** Counts checks by verdict, for the headline. */
  static long count(List<MetricCheck> checks, Verdict verdict) {
    return checks.stream().filter(check -> check.verdict() == verdict).count();
  }
}
