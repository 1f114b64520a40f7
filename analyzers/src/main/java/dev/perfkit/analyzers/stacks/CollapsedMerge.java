package dev.perfkit.analyzers.stacks;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * Merges collapsed-stacks files into one by streaming their lines after one another: in this format
 * a stack's count is the sum of its lines' counts (async-profiler's own converter writes some
 * stacks on several lines, and every reader, perfkit's and the converter's, adds them up), so the
 * concatenation is the sum, made in constant memory however large the inputs.
 */
public final class CollapsedMerge {

  private CollapsedMerge() {}

  /**
   * Writes the lines of {@code inputs}, in order, into {@code output} (through a temporary file and
   * a rename, so that a reader never sees half of it). Each input's last line gets a line end if it
   * lacks one, so that it cannot run into the next file's first.
   */
  public static void merge(List<Path> inputs, Path output) throws IOException {
    Path temp = output.resolveSibling(output.getFileName() + ".tmp");
    try (OutputStream out = Files.newOutputStream(temp)) {
      for (Path input : inputs) {
        Files.copy(input, out);
        if (!endsWithLineEnd(input)) {
          out.write('\n');
        }
      }
    } catch (IOException e) {
      Files.deleteIfExists(temp);
      throw e;
    }
    Files.move(temp, output, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  private static boolean endsWithLineEnd(Path file) throws IOException {
    try (SeekableByteChannel channel = Files.newByteChannel(file)) {
      long size = channel.size();
      if (size == 0) {
        return true; // nothing was copied, so nothing needs ending
      }
      ByteBuffer last = ByteBuffer.allocate(1);
      channel.position(size - 1).read(last);
      return last.get(0) == '\n';
    }
  }
}
