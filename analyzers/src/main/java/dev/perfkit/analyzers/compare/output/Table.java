package dev.perfkit.analyzers.compare.output;

import java.util.List;

/**
 * One section of a comparison as a table, which the text and Markdown formats each lay out their
 * own way.
 *
 * @param title the section's heading
 * @param header the column names
 * @param rows the cells, row by row; may be empty
 * @param note a line under the table (what its numbers mean), or empty
 */
record Table(String title, List<String> header, List<List<String>> rows, String note) {

  Table {
    header = List.copyOf(header);
    rows = rows.stream().map(List::copyOf).toList();
  }
}
