package dev.perfkit.cli;

import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.summary.SummaryFile;
import dev.perfkit.collect.CollectionOutcome;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import picocli.CommandLine;

/**
 * The last step of {@code run} and {@code profile}: analyze what was collected, write its
 * summary.json and show the top findings. A failed analysis never costs the collection: it is
 * reported in one line and the collection's exit code stands.
 */
final class AnalysisAfterCollection {

  private static final int FINDINGS_SHOWN = 5;

  private AnalysisAfterCollection() {}

  static int run(
      CollectionOutcome outcome, CollectOptions options, CommandLine commandLine, int exitCode) {
    // After Ctrl-C the user wants out, not a minute of analysis; 'perfkit analyze' does it later.
    if (!options.analyzeAfterwards() || outcome.status() == CollectionOutcome.Status.INTERRUPTED) {
      return exitCode;
    }
    Path directory = options.outDirectory();
    PrintWriter out = commandLine.getOut();
    try {
      Analysis analysis = Analyzer.standard().analyzeRunDirectory(directory);
      Path summary =
          SummaryFile.write(analysis.toSummary(BuildVersion.version(), Instant.now()), directory);
      out.println();
      new FindingsText(out, FINDINGS_SHOWN).print(analysis, summary);
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
    return exitCode;
  }
}
