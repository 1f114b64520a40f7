package dev.perfkit.collect;

import dev.perfkit.analyzers.jfr.RepositoryRecovery;
import dev.perfkit.analyzers.run.RunDirectory;
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
    String note;
    try {
      note = rebuild(dir, repository, Instant.EPOCH);
    } catch (IOException e) {
      return failure(repository, e) + "; its chunks are kept there";
    }
    try {
      RunDirectories.removeTree(repository);
      return note;
    } catch (IOException e) {
      String leftOver = "the JFR repository " + repository + " could not be removed: " + e;
      return note == null ? leftOver : note + "; " + leftOver;
    }
  }

  /**
   * Rebuilds recording.jfr when it is not whole, through a scratch file that replaces it only when
   * it holds more: a JVM killed while it wrote the file at its exit leaves it cut short, and its
   * repository whole (it is cleared after the file is written).
   */
  private static String rebuild(RunDirectory dir, Path repository, Instant recordingStart)
      throws IOException {
    Path recording = dir.recordingJfr();
    if (!Files.isDirectory(repository) || RepositoryRecovery.isWhole(recording)) {
      return null;
    }
    long written = Files.isRegularFile(recording) ? Files.size(recording) : 0;
    Path rebuilt = recording.resolveSibling(recording.getFileName() + ".rebuilt");
    try {
      int chunks = RepositoryRecovery.assemble(repository, rebuilt, recordingStart);
      if (chunks == 0 || Files.size(rebuilt) <= written) {
        return null;
      }
      Files.move(rebuilt, recording, StandardCopyOption.REPLACE_EXISTING);
      return "recording.jfr: the JVM died "
          + (written == 0 ? "before writing it" : "while writing it, which cut it short")
          + "; rebuilt from the "
          + (chunks == 1 ? "chunk" : chunks + " chunks")
          + " it left in its JFR repository, up to its last flush (JFR flushes once a second)";
    } finally {
      Files.deleteIfExists(rebuilt);
    }
  }

  private static String failure(Path repository, IOException e) {
    return "recording.jfr: the JVM died before finishing it, and it could not be rebuilt from its"
        + " JFR repository "
        + repository
        + ": "
        + e.getMessage();
  }
}
