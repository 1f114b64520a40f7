package dev.perfkit.analyzers.gc;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The table JDK 8's Shenandoah prints when the JVM exits ({@code GC STATISTICS:}, then one line per
 * phase such as {@code Total Pauses (G) = 60.47 s (a = 7786 us) (n = 7766)}). A file that holds
 * only this end of a log is a GC log with no pause lines: nothing to analyze, which the user is
 * told plainly (with the table's own pause total), rather than "not a GC log".
 */
final class ShenandoahEndTable {

  private static final Pattern TOTAL =
      Pattern.compile("^Total Pauses \\(G\\)\\s*=\\s*([\\d.,]+ s) .*\\(n =\\s*(\\d+)\\)");

  private ShenandoahEndTable() {}

  /** Whether the file's head shows the table's heading or Shenandoah's heap printout. */
  static boolean recognizes(String head) {
    return head.lines()
        .anyMatch(line -> line.equals("GC STATISTICS:") || line.equals("Shenandoah Heap"));
  }

  /** What the user is told: no pauses here, and what the table itself counted. */
  static String note(Path file) throws IOException {
    String total = "";
    try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        Matcher m = TOTAL.matcher(line);
        if (m.find()) {
          total = "; its table counts " + m.group(2) + " pauses of " + m.group(1) + " in all";
          break;
        }
      }
    }
    return "no pauses in this log: it holds only Shenandoah's end-of-run statistics (GC"
        + " STATISTICS), not the pause lines perfkit reads"
        + total;
  }
}
