package dev.perfkit.cli;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.collect.IoMessages;
import dev.perfkit.reports.CompareReport;
import dev.perfkit.reports.ComparedRuns;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The demo's comparison of its legacy and optimized runs, written beside them as {@code perfkit
 * compare --out} writes it.
 */
final class DemoComparison {

  private DemoComparison() {}

  /**
   * Compares the two runs and writes {@code comparison.json} and the report page {@code
   * compare.html} into {@code directory}; returns the page, the file a reader opens first.
   */
  static Path write(
      RunSummary legacy, Path legacyDir, RunSummary optimized, Path optimizedDir, Path directory) {
    Path legacySummary = legacyDir.resolve(RunDirectory.SUMMARY_FILE);
    Path optimizedSummary = optimizedDir.resolve(RunDirectory.SUMMARY_FILE);
    ComparedRuns runs = ComparedRuns.of(legacy, legacySummary, optimized, optimizedSummary);
    try {
      Comparison comparison =
          Comparison.of(legacy, legacySummary, optimized, optimizedSummary, BuildVersion.version());
      Json.mapper()
          .writeValue(directory.resolve(CompareCommand.COMPARISON_FILE).toFile(), comparison);
      return CompareReport.write(comparison, runs, directory.resolve(CompareReport.FILE));
    } catch (IOException e) {
      throw PerfkitException.badInput(
          directory
              + ": cannot write the comparison: "
              + IoMessages.describe(e, directory.toAbsolutePath().normalize()));
    }
  }
}
