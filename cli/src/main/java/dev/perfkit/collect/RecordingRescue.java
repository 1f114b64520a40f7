package dev.perfkit.collect;

import dev.perfkit.analyzers.jfr.RepositoryRecovery;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;

/**
 * Keeps a target's JFR data when it died without writing recording.jfr, or while writing it: a JVM
 * writes the file only at a normal exit, but its JFR repository holds the chunks, which become
 * recording.jfr up to the JVM's last flush.
 */
final class RecordingRescue {

  private RecordingRescue() {}

  /**
   * Rebuilds the run's recording.jfr, when it is missing, empty or cut short, from the chunks under
   * {@code repository} that started at {@code recordingStart} or later.
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
    if (!Files.isDirectory(repository) || RepositoryRecovery.isWhole(recording)) {
      return null;
    }
    if (Files.isRegularFile(recording) && Files.size(recording) > 0) {
      return replaceCutRecording(recording, repository, recordingStart);
    }
    int chunks = RepositoryRecovery.assemble(repository, recording, recordingStart);
    return chunks == 0 ? null : "recording.jfr: the JVM died before writing it; " + rebuilt(chunks);
  }

  /**
   * A JVM killed while it wrote recording.jfr at its exit leaves the file cut short, and its
   * repository whole (it is cleared after the file is written): the rebuilt recording replaces the
   * cut one when it holds more.
   */
  private static String replaceCutRecording(Path recording, Path repository, Instant recordingStart)
      throws IOException {
    Path rebuilt = recording.resolveSibling(recording.getFileName() + ".rebuilt");
    try {
      int chunks = RepositoryRecovery.assemble(repository, rebuilt, recordingStart);
      if (chunks == 0 || Files.size(rebuilt) <= Files.size(recording)) {
        return null;
      }
      Files.move(rebuilt, recording, StandardCopyOption.REPLACE_EXISTING);
      return "recording.jfr: the JVM died while writing it, which cut it short; " + rebuilt(chunks);
    } finally {
      Files.deleteIfExists(rebuilt);
    }
  }

  private static String rebuilt(int chunks) {
    return "rebuilt from the "
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
