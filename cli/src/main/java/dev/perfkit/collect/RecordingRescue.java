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
   * @return the note for run.json when it did or failed, else null
   */
  static String rescue(RunDirectory dir, Path repository, Instant recordingStart) {
    try {
      return rebuild(dir, repository, recordingStart);
    } catch (IOException e) {
      return failure(repository, e);
    }
  }

  /**
   * Rescues from the repository perfkit gave a JVM it started, then removes that repository, except
   * when the rescue failed: its chunks are then the only copy of the recording.
   */
  static String rescueAndRemove(RunDirectory dir) {
    Path repository = dir.jfrRepository();
    try {
      String note = rebuild(dir, repository, Instant.EPOCH);
      dir.removeTree(repository);
      return note;
    } catch (IOException e) {
      return failure(repository, e) + "; its chunks are kept there";
    }
  }

  private static String rebuild(RunDirectory dir, Path repository, Instant recordingStart)
      throws IOException {
    Path recording = dir.recordingJfr();
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
  }

  private static String failure(Path repository, IOException e) {
    return "recording.jfr: the JVM died before writing it, and it could not be rebuilt from its JFR"
        + " repository "
        + repository
        + ": "
        + e.getMessage();
  }
}
