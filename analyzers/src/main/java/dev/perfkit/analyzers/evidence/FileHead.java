package dev.perfkit.analyzers.evidence;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The first bytes of a file, which readers judge its kind by; a missing, non-regular or empty file
 * is an {@link UnreadableEvidenceException} naming it.
 */
public final class FileHead {

  /** How much of a file {@link EvidenceReader#recognizes} sees. */
  public static final int BYTES = 8192;

  private FileHead() {}

  public static byte[] read(Path file) throws IOException {
    if (Files.isDirectory(file)) {
      throw new UnreadableEvidenceException(file, "is a directory, not a file");
    }
    if (!Files.exists(file)) {
      throw new UnreadableEvidenceException(file, "no such file");
    }
    if (!Files.isRegularFile(file)) {
      // Readers open a file more than once and read parts of it in parallel: a pipe cannot do that.
      throw new UnreadableEvidenceException(
          file, "not a regular file (a device, pipe or socket); save it to a file first");
    }
    if (Files.size(file) == 0) {
      throw new UnreadableEvidenceException(file, "file is empty");
    }
    try (InputStream in = Files.newInputStream(file)) {
      return in.readNBytes(BYTES);
    }
  }
}
