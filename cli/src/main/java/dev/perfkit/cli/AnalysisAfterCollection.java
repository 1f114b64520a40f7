package dev.perfkit.cli;

import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.RunAnalysis;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.output.AnalysisReport;
import dev.perfkit.analyzers.output.TerminalText;
import dev.perfkit.collect.CollectionOutcome;
import dev.perfkit.reports.RunReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import picocli.CommandLine;

/**
 * The last step of {@code run} and {@code profile}: analyze what was collected, write its
 * summary.json and report.html and show the top findings. A failed analysis never costs the
 * collection: it is reported in one line and the collection's exit code stands.
 */
final class AnalysisAfterCollection {

  private AnalysisAfterCollection() {}

  /** Below this, a profile holds few samples and the warm-up rule has no series to judge. */
  private static final Duration SHORT_LOAD = Duration.ofSeconds(5);

  static void run(
      CollectionOutcome outcome,
      CollectOptions options,
      FindingsText.View view,
      CommandLine commandLine) {
    warnIfLoadWasShort(outcome, commandLine.getErr());
    // After Ctrl-C the user wants out, not a minute of analysis; 'perfkit analyze' does it later.
    if (!options.analyzeAfterwards() || outcome.status() == CollectionOutcome.Status.INTERRUPTED) {
      return;
    }
    Path directory = outcome.directory().root();
    PrintWriter out = commandLine.getOut();
    try {
      AnalysisReport report =
          RunAnalysis.analyze(
              Analyzer.standard(),
              outcome.directory(),
              outcome.record(),
              BuildVersion.version(),
              Instant.now(),
              directory);
      if (options.writeReport()) {
        RunReport.write(report.summary(), directory, directory.resolve(RunReport.FILE));
      }
      OutputFormat format = options.format();
      if (format == OutputFormat.TEXT) {
        out.println();
      }
      AnalysisFormats.of(format, view).render(report, out);
    } catch (IOException | UnreadableEvidenceException e) {
      PrintWriter err = commandLine.getErr();
      err.println(
          "perfkit: the run was collected but not analyzed: "
              + e.getMessage()
              + "; try 'perfkit analyze "
              + directory
              + "'");
      err.flush();
    }
  }

  private static void warnIfLoadWasShort(CollectionOutcome outcome, PrintWriter err) {
    LoadResults load = outcome.load();
    if (load == null || load.start() == null || load.end() == null) {
      return;
    }
    Duration lasted = Duration.between(load.start(), load.end());
    if (lasted.compareTo(SHORT_LOAD) < 0) {
      TerminalText.print(
          err,
          "perfkit: note: ",
          String.format(
              Locale.ROOT,
              "the load lasted %.1f s; a profile of so short a run is thin and warm-up cannot be"
                  + " judged: give --duration 20s or more",
              lasted.toMillis() / 1000.0),
          "  ");
      err.flush();
    }
  }
}
