package dev.perfkit.analyzers.compare.output;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.output.Format;
import java.io.PrintWriter;
import java.util.List;

/** The comparison for the terminal: aligned columns, one table per section. */
public final class TextComparisonFormat implements Format<Comparison> {

  /** Wider cells are cut, so that one long command line does not push the columns off screen. */
  private static final int MAX_CELL = 72;

  @Override
  public void render(Comparison comparison, PrintWriter out) {
    out.println(ComparisonTables.heading(comparison));
    for (Table table : ComparisonTables.of(comparison)) {
      out.println();
      out.println(table.title() + ":");
      if (table.rows().isEmpty()) {
        out.println("  (none)");
        continue;
      }
      int[] widths = widths(table);
      out.println(line(table.header(), widths));
      table.rows().forEach(row -> out.println(line(row, widths)));
      if (!table.note().isEmpty()) {
        out.println("  (" + table.note() + ")");
      }
    }
    out.flush();
  }

  private static int[] widths(Table table) {
    int[] widths = new int[table.header().size()];
    for (List<String> row : rowsWithHeader(table)) {
      for (int i = 0; i < row.size(); i++) {
        widths[i] = Math.max(widths[i], cut(row.get(i)).length());
      }
    }
    return widths;
  }

  private static List<List<String>> rowsWithHeader(Table table) {
    return java.util.stream.Stream.concat(
            java.util.stream.Stream.of(table.header()), table.rows().stream())
        .toList();
  }

  private static String line(List<String> cells, int[] widths) {
    StringBuilder line = new StringBuilder(" ");
    for (int i = 0; i < cells.size(); i++) {
      String cell = cut(cells.get(i));
      line.append(' ').append(i == cells.size() - 1 ? cell : pad(cell, widths[i] + 2));
    }
    return line.toString().stripTrailing();
  }

  private static String pad(String cell, int width) {
    return cell + " ".repeat(width - cell.length());
  }

  private static String cut(String cell) {
    return cell.length() <= MAX_CELL ? cell : cell.substring(0, MAX_CELL - 3) + "...";
  }
}
