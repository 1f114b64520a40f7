package dev.perfkit.analyzers.compare.output;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.output.TerminalText;
import java.io.PrintWriter;
import java.util.List;
import java.util.stream.Stream;

/**
 * The comparison for the terminal, within {@link TerminalText#WIDTH} columns and with every cell
 * whole: a table whose rows fit is laid out in aligned columns; one whose last column (a finding's
 * key, a judgement) does not, gets that cell on a line of its own under its row; any wider table
 * becomes one block per row, the row's name (and verdict) on a line, each other cell on a labelled
 * line.
 */
public final class TextComparisonFormat implements Format<Comparison> {

  private static final String INDENT = "  ";
  private static final String UNDER = "      ";

  /** The column a block puts on its first line, beside the row's name. */
  private static final String VERDICT = "verdict";

  @Override
  public void render(Comparison comparison, PrintWriter out) {
    TerminalText.print(out, "", ComparisonTables.heading(comparison), INDENT);
    for (Table table : ComparisonTables.of(comparison)) {
      out.println();
      out.println(table.title() + ":");
      if (table.rows().isEmpty()) {
        out.println(INDENT + "(none)");
        continue;
      }
      table(table, out);
      if (!table.note().isEmpty()) {
        TerminalText.print(out, INDENT + "(", table.note() + ")", INDENT + " ");
      }
    }
    out.flush();
  }

  private static void table(Table table, PrintWriter out) {
    int columns = table.header().size();
    int[] all = widths(table, columns);
    int[] leading = widths(table, columns - 1);
    if (width(all) <= TerminalText.WIDTH) {
      rows(table).forEach(row -> out.println(line(row, all)));
    } else if (width(leading) + 1 <= TerminalText.WIDTH) {
      rows(table).forEach(row -> lastUnder(row, leading, out));
    } else {
      table.rows().forEach(row -> block(table.header(), row, out));
    }
  }

  /** The row's leading cells aligned, its last cell after them if it fits, else under them. */
  private static void lastUnder(List<String> row, int[] leading, PrintWriter out) {
    String line = line(row, leading);
    if (line.length() <= TerminalText.WIDTH) {
      out.println(line);
      return;
    }
    out.println(line(row.subList(0, row.size() - 1), leading));
    TerminalText.print(out, UNDER, row.getLast());
  }

  /**
   * The row's name (its first cell) with its verdict if the table has one, then each other cell
   * that says something, labelled.
   */
  private static void block(List<String> header, List<String> row, PrintWriter out) {
    int verdict = header.indexOf(VERDICT);
    String name = row.getFirst() + (verdict < 0 ? "" : ": " + row.get(verdict));
    TerminalText.print(out, INDENT, name, UNDER);
    int label = header.stream().mapToInt(String::length).max().orElse(0) + 2;
    for (int i = 1; i < row.size(); i++) {
      if (i != verdict && !row.get(i).isEmpty() && !row.get(i).equals("-")) {
        String first = UNDER + pad(header.get(i), label);
        TerminalText.print(out, first, row.get(i), " ".repeat(first.length()));
      }
    }
  }

  private static List<List<String>> rows(Table table) {
    return Stream.concat(Stream.of(table.header()), table.rows().stream()).toList();
  }

  /** The widths of the first {@code columns} columns; the others 0 (not aligned). */
  private static int[] widths(Table table, int columns) {
    int[] widths = new int[table.header().size()];
    for (List<String> row : rows(table)) {
      for (int i = 0; i < columns; i++) {
        widths[i] = Math.max(widths[i], row.get(i).length());
      }
    }
    return widths;
  }

  /** The width of a line of aligned columns: the indent, each column and two spaces between. */
  private static int width(int[] widths) {
    int width = INDENT.length();
    for (int column : widths) {
      width += column + 2;
    }
    return width - 2;
  }

  private static String line(List<String> cells, int[] widths) {
    StringBuilder line = new StringBuilder(INDENT);
    for (int i = 0; i < cells.size(); i++) {
      String cell = cells.get(i);
      line.append(i == cells.size() - 1 ? cell : pad(cell, widths[i] + 2));
    }
    return line.toString().stripTrailing();
  }

  private static String pad(String cell, int width) {
    return cell + " ".repeat(Math.max(0, width - cell.length()));
  }
}
