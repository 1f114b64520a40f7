package dev.perfkit.analyzers.summary.metrics;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/** Reads a Markdown table of a page in {@code docs/}, so that a test can hold it to the code. */
final class DocsTables {

  private DocsTables() {}

  /**
   * The cells of each body row of the table in {@code docs/PAGE} whose header line starts with
   * {@code header}, each trimmed; the header and its separator line left out.
   */
  static List<List<String>> rows(String page, String header) throws IOException {
    List<String> lines = Files.readAllLines(Path.of("..", "docs", page));
    int start = 0;
    while (start < lines.size() && !lines.get(start).startsWith(header)) {
      start++;
    }
    assertTrue(start < lines.size(), "docs/" + page + " has no table headed " + header);
    return lines.subList(start + 2, lines.size()).stream()
        .takeWhile(line -> line.startsWith("|"))
        .map(DocsTables::cells)
        .toList();
  }

  private static List<String> cells(String row) {
    String inner = row.substring(1, row.endsWith("|") ? row.length() - 1 : row.length());
    return Arrays.stream(inner.split(" \\| ")).map(String::strip).toList();
  }
}
