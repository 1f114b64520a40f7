package dev.perfkit.collect;

import dev.perfkit.analyzers.jfr.RepositoryRecovery;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/**
 * Keeps a target's JFR data when it died without writing recording.jfr: a JVM writes the file only
 * at a normal exit, but its JFR repository holds the chunks, which become recording.jfr up to the
 * JVM's last flush.
 */
final class RecordingRescue {

  private RecordingRescue() {}

  /**
   * Rebuilds the run's recording.jfr, when it is missing or empty, from the chunks under {@code
   * repository} that started at {@code recordingStart} or later.
   *
   * @return the note for run.json when it did, else null
   */
  static String rescue(RunDirectory dir, Path repository, Instant recordingStart) {
    Path recording = dir.recordingJfr();
    try {
      if (!Files.isDirectory(repository)
          || (Files.isRegularFile(recording) && Files.size(recording) > 0)) {
        return null;
      }
      int chunks = RepositoryRecovery.assemble(repository, recording, recordingStart);
      return chunks == 0
          ? null
          : "recording.jfr: the JVM died before writing it; rebuilt from the "
              + (chunks == 1 ? "chunk" : chunks + " chunks")
              + " it left in its JFR repository, up to its last flush (JFR flushes once a second)";
    } catch (IOException e) {
      return "recording.jfr: the JVM died before writing it, and its JFR repository "
          + repository
          + " could not be read: "
          + e.getMessage();
    }
  }
}
