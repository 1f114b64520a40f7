package dev.perfkit.cli;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.summary.RunSummary;
import java.io.IOException;
import java.nio.file.Path;

/** The demo's comparison of its legacy and optimized runs, written beside them. */
final class DemoComparison {

  private DemoComparison() {}

  /** Compares the two runs and writes the comparison into {@code directory}; returns the file. */
  static Path write(
      RunSummary legacy, Path legacyDir, RunSummary optimized, Path optimizedDir, Path directory) {
    Path file = directory.resolve("comparison.json");
    try {
      Comparison comparison =
          Comparison.of(
              legacy,
              legacyDir.resolve(RunDirectory.SUMMARY_FILE),
              optimized,
              optimizedDir.resolve(RunDirectory.SUMMARY_FILE),
              BuildVersion.version());
      Json.mapper().writeValue(file.toFile(), comparison);
      return file;
    } catch (IOException e) {
      throw PerfkitException.badInput(file + ": cannot write the comparison: " + e.getMessage());
    }
  }
}
