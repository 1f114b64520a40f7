package dev.perfkit.analyzers.gate.report;

import dev.perfkit.analyzers.gate.FindingCheck;
import dev.perfkit.analyzers.gate.GateResult;
import dev.perfkit.analyzers.gate.MetricCheck;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.output.MarkdownText;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The gate's verdict in GitHub-flavoured Markdown, for a job summary or a pull-request comment:
 * kept under GitHub's 1 MiB a step by cutting rows and saying so.
 */
public final class GateMarkdown implements Format<GateResult> {

  /** GitHub's limit for a job summary, less room for the closing lines. */
  static final int LIMIT_BYTES = 1024 * 1024 - 4096;

  @Override
  public void render(GateResult result, PrintWriter out) {
    out.print(document(result));
    out.flush();
  }

  /** The whole document. */
  static String document(GateResult result) {
    StringBuilder md = new StringBuilder();
    md.append("## perfkit gate: ").append(GateWords.outcome(result)).append("\n\n");
    md.append(MarkdownText.text(GateWords.headline(result))).append("\n\n");
    appendPooled(md, "Baseline", result.baselineSources());
    appendPooled(md, "Candidate", result.candidateSources());
    md.append(row(GateCells.HEADINGS));
    md.append(row(GateCells.HEADINGS.stream().map(heading -> "---").toList()));
    int shown = 0;
    for (MetricCheck check : result.checks()) {
      String line = row(GateCells.row(check));
      if (bytes(md) + bytes(line) > LIMIT_BYTES) {
        break;
      }
      md.append(line);
      shown++;
    }
    if (shown < result.checks().size()) {
      md.append("\n")
          .append(result.checks().size() - shown)
          .append(" more checks left out to stay under 1 MiB.\n");
    }
    appendFindings(md, result.findings());
    md.append("\n").append(GateWords.method(result)).append("\n");
    return md.toString();
  }

  /** The runs or files of a side given several, one line. */
  private static void appendPooled(StringBuilder md, String side, List<String> sources) {
    if (sources.size() < 2) {
      return;
    }
    md.append(side)
        .append(", ")
        .append(sources.size())
        .append(" given: ")
        .append(String.join(", ", sources.stream().map(GateMarkdown::code).toList()))
        .append("\n\n");
  }

  private static void appendFindings(StringBuilder md, List<FindingCheck> findings) {
    if (findings.isEmpty()) {
      return;
    }
    md.append("\n### New findings on the application's code\n\n");
    for (FindingCheck finding : findings) {
      String line =
          "- **"
              + finding.verdict().word()
              + "** "
              + code(finding.key())
              + " ("
              + finding.severity()
              + "): "
              + MarkdownText.text(finding.summary())
              + " _"
              + finding.note()
              + "_\n";
      if (bytes(md) + bytes(line) > LIMIT_BYTES) {
        md.append("- more left out to stay under 1 MiB\n");
        return;
      }
      md.append(line);
    }
  }

  private static String row(List<String> cells) {
    return "| " + String.join(" | ", cells.stream().map(MarkdownText::text).toList()) + " |\n";
  }

  /** A code span, which shows everything inside as it is but a backquote or a line break. */
  private static String code(String text) {
    return "`" + MarkdownText.code(text) + "`";
  }

  private static int bytes(CharSequence text) {
    return text.toString().getBytes(StandardCharsets.UTF_8).length;
  }
}
