package dev.perfkit.analyzers.compare.output;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.output.MarkdownText;
import java.io.PrintWriter;
import java.util.List;

/**
 * The comparison as GitHub-flavoured Markdown tables, for a pull request or a CI job summary (which
 * takes at most 1 MiB: the tables show only the top findings and frames, so they stay far below).
 */
public final class MarkdownComparisonFormat implements Format<Comparison> {

  @Override
  public void render(Comparison comparison, PrintWriter out) {
    out.println("## " + MarkdownText.text(ComparisonTables.heading(comparison)));
    for (Table table : ComparisonTables.of(comparison)) {
      out.println();
      out.println("### " + MarkdownText.text(table.title()));
      out.println();
      if (table.rows().isEmpty()) {
        out.println("None.");
        continue;
      }
      out.println(row(table.header()));
      out.println(row(table.header().stream().map(cell -> "---").toList()));
      table.rows().forEach(row -> out.println(row(row)));
      if (!table.note().isEmpty()) {
        out.println();
        out.println("_" + MarkdownText.text(table.note()) + "_");
      }
    }
    out.flush();
  }

  private static String row(List<String> cells) {
    return "| " + String.join(" | ", cells.stream().map(MarkdownText::text).toList()) + " |";
  }
}
