package dev.perfkit.analyzers.output;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One way to show what a command made (an analysis, a comparison, a gate's verdict): the one seam
 * every command renders through, one class per format, so that a format is declared once and each
 * command only says which formats it offers.
 *
 * @param <T> what the command made
 */
public interface Format<T> {

  void render(T subject, PrintWriter out) throws IOException;

  /**
   * Renders {@code subject} into {@code file}, as a command's {@code --out} or a file option does.
   */
  default void write(T subject, Path file) throws IOException {
    try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        PrintWriter out = new PrintWriter(writer)) {
      render(subject, out);
      out.flush();
      if (out.checkError()) {
        throw new IOException(file + ": could not be written");
      }
    }
  }
}
