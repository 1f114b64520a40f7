package dev.perfkit.analyzers.run;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Reads and writes {@code run.json}: the one place that knows its encoding, for the collector that
 * writes it and the analysis that reads it.
 */
public final class RunRecordFile {

  private static final ObjectMapper JSON = Json.mapper();

  private RunRecordFile() {}

  /**
   * Writes {@code record} through a temporary file and a rename, so that a reader never sees half a
   * file.
   */
  public static void write(RunRecord record, Path file) {
    Path temp = file.resolveSibling(file.getFileName() + ".tmp");
    try {
      JSON.writeValue(temp.toFile(), record);
      Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      deleteQuietly(temp); // a failed write leaves no half file behind
      throw new UncheckedIOException(file + ": cannot write: " + e.getMessage(), e);
    }
  }

  private static void deleteQuietly(Path temp) {
    try {
      Files.deleteIfExists(temp);
    } catch (IOException ignored) {
      // the write's own failure is the one to report
    }
  }

  /**
   * Reads a run's {@code run.json}.
   *
   * @throws UnreadableEvidenceException in one line, when it is not a run.json this perfkit reads
   */
  public static RunRecord read(Path file) throws IOException {
    RunRecord record;
    try {
      record = JSON.readValue(file.toFile(), RunRecord.class);
    } catch (JacksonException e) {
      throw new UnreadableEvidenceException(
          file, "not a run.json perfkit reads: " + e.getOriginalMessage());
    }
    if (record == null) {
      throw new UnreadableEvidenceException(file, "file is empty");
    }
    if (record.schemaVersion() > RunRecord.SCHEMA_VERSION) {
      throw new UnreadableEvidenceException(
          file,
          "run.json schema "
              + record.schemaVersion()
              + " is newer than this perfkit reads ("
              + RunRecord.SCHEMA_VERSION
              + "); upgrade perfkit");
    }
    return record;
  }
}
