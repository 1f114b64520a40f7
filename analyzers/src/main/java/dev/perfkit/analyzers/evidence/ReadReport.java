package dev.perfkit.analyzers.evidence;

import java.nio.file.Path;
import java.util.List;

/**
 * What reading one file gave: its kind, which inputs it fed, and whether it was cut short (a
 * truncated file yields what it holds, and says so here).
 *
 * @param file the file read
 * @param kind the reader's kind, such as "GC log"
 * @param inputs the names of the inputs it fed, such as "CPU profile"
 * @param truncated true when the file ended early; {@code note} then says where
 * @param note a one-line remark for the user, or empty
 */
public record ReadReport(
    Path file, String kind, List<String> inputs, boolean truncated, String note) {

  public ReadReport {
    inputs = List.copyOf(inputs);
  }
}
