package dev.perfkit.analyzers.summary;

import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes {@code summary.json}: the one place that knows its name and encoding. */
public final class SummaryFile {

  private SummaryFile() {}

  /** Writes {@code summary} into {@code directory} (created if needed) and returns the file. */
  public static Path write(RunSummary summary, Path directory) throws IOException {
    Files.createDirectories(directory);
    Path file = directory.resolve(RunDirectory.SUMMARY_FILE);
    Json.mapper().writeValue(file.toFile(), summary);
    return file;
  }
}
