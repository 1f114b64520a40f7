package dev.perfkit.collect;

import dev.perfkit.analyzers.jfr.RepositoryRecovery;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Keeps a launched target's JFR data when it died without writing recording.jfr: its JVM writes the
 * file only at a normal exit, but its repository (in the run directory) holds the chunks, which
 * become recording.jfr up to the JVM's last flush. The repository is removed either way.
 */
final class RecordingRescue {

  private RecordingRescue() {}

  /** The note for run.json when the recording was rebuilt, else null. */
  static String rescue(RunDirectory dir) {
    Path repository = dir.jfrRepository();
    if (!Files.isDirectory(repository)) {
      return null;
    }
    try {
      if (hasContent(dir.recordingJfr())) {
        return null;
      }
      int chunks = RepositoryRecovery.assemble(repository, dir.recordingJfr());
      return chunks == 0
          ? null
          : "recording.jfr: the target died before writing it; rebuilt from the "
              + (chunks == 1 ? "chunk" : chunks + " chunks")
              + " its JVM left in its JFR repository, up to the JVM's last flush (JFR flushes"
              + " once a second)";
    } catch (IOException e) {
      return "recording.jfr: the target died before writing it, and its JFR repository could not"
          + " be read: "
          + e.getMessage();
    } finally {
      dir.removeTree(repository);
    }
  }

  private static boolean hasContent(Path file) throws IOException {
    return Files.isRegularFile(file) && Files.size(file) > 0;
  }
}
