package dev.perfkit.cli;

import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.RunAnalysis;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.run.RunRecordFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/**
 * Finds the summary.json that {@code report}, {@code compare} and {@code gate} read: a file given
 * as it is, or a run directory's, analyzing the run (a single run or a repeat set alike) first when
 * it has none, as {@code perfkit analyze} would.
 */
final class RunSummaries {

  private RunSummaries() {}

  /** The summary.json of {@code path}; {@code err} hears that a run is being analyzed first. */
  static Path summaryOf(Path path, PrintWriter err) throws IOException {
    if (Files.isRegularFile(path)) {
      return path;
    }
    if (!Files.isDirectory(path)) {
      throw PerfkitException.badInput(path + ": no such file or directory");
    }
    RunDirectory run = new RunDirectory(path);
    if (Files.isRegularFile(run.summaryJson())) {
      return run.summaryJson();
    }
    if (!RunDirectory.isRun(path)) {
      throw PerfkitException.badInput(
          path + ": not a perfkit run directory (it has neither summary.json nor run.json)");
    }
    err.println("perfkit: " + path + " has no summary.json; analyzing it");
    err.flush();
    return RunAnalysis.analyze(
            Analyzer.standard(),
            run,
            RunRecordFile.read(run.runJson()),
            BuildVersion.version(),
            Instant.now(),
            run.root())
        .summaryFile();
  }
}
