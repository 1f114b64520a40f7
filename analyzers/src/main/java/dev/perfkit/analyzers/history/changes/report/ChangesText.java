package dev.perfkit.analyzers.history.changes.report;

import dev.perfkit.analyzers.history.changes.ChangePoint;
import dev.perfkit.analyzers.history.changes.ChangesReport;
import dev.perfkit.analyzers.history.changes.SeriesChanges;
import dev.perfkit.analyzers.history.output.ConfigurationNotes;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.output.TerminalText;
import java.io.PrintWriter;
import java.util.List;

/** {@code perfkit history changes} for the terminal: one block per metric, within 100 columns. */
public final class ChangesText implements Format<ChangesReport> {

  @Override
  public void render(ChangesReport report, PrintWriter out) {
    out.println("Change points" + (report.branch() == null ? "" : " on " + report.branch()) + ",");
    // The method on a line of its own, so that a long branch name cannot push it past 100 columns.
    out.println("  by " + report.methodWords() + ".");
    for (SeriesChanges series : report.metrics()) {
      out.println();
      out.println(ChangeCells.metric(series.series()));
      out.println("  " + ChangeCells.count(series));
      for (ChangePoint change : series.changePoints()) {
        out.println(
            "  "
                + ChangeCells.place(series, change)
                + "  "
                + ChangeCells.commit(change)
                + "  "
                + change.direction().words()
                + " "
                + ChangeCells.size(change.shift())
                + "  "
                + ChangeCells.p(change.shift()));
        out.println("      " + ChangeCells.means(series.series(), change));
      }
      for (String note : ConfigurationNotes.of(series.series())) {
        TerminalText.print(out, "  ", note, "      ");
      }
    }
    out.println();
    out.println(verdict(report));
    out.flush();
  }

  /** The line CI reads: the regressions on the newest commits, or none. */
  static String verdict(ChangesReport report) {
    List<ChangePoint> recent = report.recentRegressions();
    String newest = "the newest " + report.newest() + " commits";
    if (recent.isEmpty()) {
      return "No regression change point on " + newest + ".";
    }
    StringBuilder line =
        new StringBuilder(
            recent.size()
                + (recent.size() == 1 ? " regression" : " regressions")
                + " on "
                + newest
                + ":");
    for (SeriesChanges series : report.metrics()) {
      for (ChangePoint change : series.recentRegressions(report.newest())) {
        line.append(System.lineSeparator())
            .append("  ")
            .append(series.series().id())
            .append(" at ")
            .append(ChangeCells.commit(change))
            .append(" ")
            .append(ChangeCells.size(change.shift()));
        if (series.series().configurationChanges().containsKey(change.index())) {
          // On a line of its own: the verdict's line already holds a metric id and a commit.
          line.append(System.lineSeparator())
              .append("    where it also ran otherwise than the point before (see above)");
        }
      }
    }
    return line.toString();
  }
}
