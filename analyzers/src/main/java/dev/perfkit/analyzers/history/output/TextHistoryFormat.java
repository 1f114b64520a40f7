package dev.perfkit.analyzers.history.output;

import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.output.TerminalText;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** A history for the terminal: one aligned table per metric, within 100 columns. */
public final class TextHistoryFormat implements Format<ShownHistory> {

  private static final int WIDTH = 100;

  @Override
  public void render(ShownHistory history, PrintWriter out) {
    out.println(fit("History of " + history.branch() + " in " + history.store()));
    if (history.series().isEmpty()) {
      out.println("No run recorded on " + history.branch() + " (or none with the metrics asked).");
    }
    for (MetricSeries series : history.series()) {
      out.println();
      out.println(fit(SeriesRows.title(series)));
      table(SeriesRows.rows(series), out);
      for (String note : ConfigurationNotes.of(series)) {
        TerminalText.print(out, "  ", note, "      ");
      }
    }
    out.flush();
  }

  private static void table(List<List<String>> rows, PrintWriter out) {
    List<List<String>> all = new ArrayList<>();
    all.add(SeriesRows.HEADER);
    all.addAll(rows);
    int[] widths = new int[SeriesRows.HEADER.size()];
    for (List<String> row : all) {
      for (int column = 0; column < widths.length; column++) {
        widths[column] = Math.max(widths[column], row.get(column).length());
      }
    }
    for (List<String> row : all) {
      StringBuilder line = new StringBuilder(" ");
      for (int column = 0; column < widths.length; column++) {
        String cell = row.get(column);
        // Numbers right-aligned so that their digits line up; dates and commits left.
        line.append("  ")
            .append(column < 2 ? pad(cell, widths[column]) : padLeft(cell, widths[column]));
      }
      out.println(fit(line.toString().stripTrailing()));
    }
  }

  private static String pad(String cell, int width) {
    return cell + " ".repeat(width - cell.length());
  }

  private static String padLeft(String cell, int width) {
    return " ".repeat(width - cell.length()) + cell;
  }

  /** A line cut to the terminal's 100 columns, marked where it was cut. */
  private static String fit(String line) {
    return line.length() <= WIDTH ? line : line.substring(0, WIDTH - 3) + "...";
  }
}
