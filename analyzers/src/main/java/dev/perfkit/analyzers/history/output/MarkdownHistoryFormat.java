package dev.perfkit.analyzers.history.output;

import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.output.MarkdownText;
import java.io.PrintWriter;
import java.util.List;

/** A history as GitHub-flavoured Markdown: a heading and a table per metric, for a job summary. */
public final class MarkdownHistoryFormat implements Format<ShownHistory> {

  @Override
  public void render(ShownHistory history, PrintWriter out) {
    out.println(
        "## History of `"
            + MarkdownText.code(history.branch())
            + "` in `"
            + MarkdownText.code(history.store())
            + "`");
    if (history.series().isEmpty()) {
      out.println();
      out.println("No run recorded on this branch (or none with the metrics asked).");
    }
    for (MetricSeries series : history.series()) {
      out.println();
      out.println("### " + MarkdownText.text(SeriesRows.title(series)));
      out.println();
      row(SeriesRows.HEADER, out);
      out.println("|---|---|--:|--:|--:|");
      SeriesRows.rows(series).forEach(row -> row(row, out));
      List<String> notes = ConfigurationNotes.of(series);
      if (!notes.isEmpty()) {
        out.println();
        notes.forEach(note -> out.println("- " + MarkdownText.text(note)));
      }
    }
    out.flush();
  }

  private static void row(List<String> cells, PrintWriter out) {
    out.println("| " + String.join(" | ", cells.stream().map(MarkdownText::text).toList()) + " |");
  }
}
