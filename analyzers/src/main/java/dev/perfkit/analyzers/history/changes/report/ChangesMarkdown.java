package dev.perfkit.analyzers.history.changes.report;

import dev.perfkit.analyzers.history.changes.ChangePoint;
import dev.perfkit.analyzers.history.changes.ChangesReport;
import dev.perfkit.analyzers.history.changes.SeriesChanges;
import dev.perfkit.analyzers.history.output.ConfigurationNotes;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.output.MarkdownText;
import java.io.PrintWriter;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code perfkit history changes} as GitHub-flavoured Markdown, for a job summary: one table row
 * per change point; commits and labels are code spans or escaped so that none can break the table.
 */
public final class ChangesMarkdown implements Format<ChangesReport> {

  @Override
  public void render(ChangesReport report, PrintWriter out) {
    out.println(
        "## Change points"
            + (report.branch() == null ? "" : " on `" + MarkdownText.code(report.branch()) + "`"));
    out.println();
    out.println("By " + report.methodWords() + ".");
    out.println();
    out.println(
        "| metric | points | at | commit | direction | change (95% interval) | means | p |");
    out.println("|---|---|---|---|---|---|---|---|");
    for (SeriesChanges series : report.metrics()) {
      String metric =
          MarkdownText.text(series.series().label() + " (" + series.series().id() + ")");
      int points = series.series().points().size();
      if (series.changePoints().isEmpty()) {
        out.println("| " + metric + " | " + points + " | none | | | | | |");
      }
      for (ChangePoint change : series.changePoints()) {
        out.println(
            String.join(
                " | ",
                "| " + metric,
                Integer.toString(points),
                ChangeCells.place(series, change),
                "`" + MarkdownText.cellCode(ChangeCells.commit(change)) + "`",
                (report.recent(series, change)
                    ? "**" + change.direction().words() + "**"
                    : change.direction().words()),
                ChangeCells.size(change.shift()),
                MarkdownText.text(ChangeCells.means(series.series(), change)),
                ChangeCells.p(change.shift()) + " |"));
      }
    }
    for (SeriesChanges series : report.metrics()) {
      List<String> notes = ConfigurationNotes.of(series.series());
      if (!notes.isEmpty()) {
        out.println();
        out.println(
            MarkdownText.text(series.series().label() + " (" + series.series().id() + ")") + ":");
        notes.forEach(note -> out.println("- " + MarkdownText.text(note)));
      }
    }
    out.println();
    // The verdict's lines stay lines: a line break of Markdown's own, made between escaped lines.
    out.println(
        ChangesText.verdict(report)
            .lines()
            .map(MarkdownText::text)
            .collect(Collectors.joining("<br>")));
    out.flush();
  }
}
