package dev.perfkit.analyzers.stacks;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * Merges collapsed-stacks files into one by streaming their lines after one another: in this format
 * a stack's count is the sum of its lines' counts (async-profiler's own converter writes some
 * stacks on several lines, and every reader, perfkit's and the converter's, adds them up), so the
 * concatenation is the sum, made in constant memory however large the inputs. Each file comes from
 * its own JVM, so generated names are folded on the way ({@link CollapsedNames}): the same lambda
 * of two repeats is one frame of the merged file, not one per address.
 */
public final class CollapsedMerge {

  private CollapsedMerge() {}

  /**
   * Writes the lines of {@code inputs}, in order, into {@code output} (through a temporary file and
   * a rename, so that a reader never sees half of it). Every line gets a line end, so that an
   * input's last line cannot run into the next file's first.
   */
  public static void merge(List<Path> inputs, Path output) throws IOException {
    Path temp = output.resolveSibling(output.getFileName() + ".tmp");
    CollapsedNames names = new CollapsedNames();
    try (BufferedWriter out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
      for (Path input : inputs) {
        // A reader, not Files.newBufferedReader: a malformed byte becomes U+FFFD, not a failure.
        try (BufferedReader in =
            new BufferedReader(
                new InputStreamReader(Files.newInputStream(input), StandardCharsets.UTF_8))) {
          names.copy(in, out);
        }
      }
    } catch (IOException e) {
      Files.deleteIfExists(temp);
      throw e;
    }
    Files.move(temp, output, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
