package dev.perfkit.cli;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.output.TerminalText;
import dev.perfkit.collect.CollectionOutcome;
import dev.perfkit.collect.LoadFailures;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine;

/**
 * The end of {@code run} and {@code profile}: the summary on stdout (where the run is, OK/KO, p99),
 * why it is incomplete on stderr, and the exit code that says how it ended.
 */
final class CollectionReport {

  private CollectionReport() {}

  /**
   * Prints the run's state line, to stdout, or to stderr when stdout is to hold nothing but the
   * JSON summary.
   */
  static int print(CollectionOutcome outcome, Path dir, CommandLine commandLine, boolean json) {
    PrintWriter out = json ? commandLine.getErr() : commandLine.getOut();
    PrintWriter err = commandLine.getErr();
    String state = outcome.record().complete() ? "complete" : "incomplete";
    TerminalText.print(
        out, "perfkit: ", outcome.record().kind() + " " + state + ": " + dir + load(outcome), "  ");
    outcome
        .record()
        .notes()
        .forEach(note -> TerminalText.print(err, "perfkit: note: ", note, "  "));
    out.flush();
    err.flush();
    return exitCode(outcome);
  }

  /**
   * Why the collection is incomplete, if it is: printed after the analysis, so that the reason a
   * run failed is the last thing the user reads, not buried above its findings.
   */
  static void printReason(CollectionOutcome outcome, Path dir, CommandLine commandLine) {
    if (exitCode(outcome) == ExitCode.OK) {
      return;
    }
    commandLine.getOut().flush();
    PrintWriter err = commandLine.getErr();
    TerminalText.print(
        err,
        "perfkit: ",
        outcome.record().incompleteReason()
            + "; what was collected is kept in "
            + dir
            + " (run.json says \"complete\": false)",
        "  ");
    err.flush();
  }

  private static String load(CollectionOutcome outcome) {
    LoadResults results = outcome.load();
    if (results == null) {
      return "";
    }
    String failures = LoadFailures.byStatus(results);
    return " (OK "
        + Numbers.count(results.ok())
        + ", KO "
        + Numbers.count(results.ko())
        + (failures.isEmpty() ? "," : ": " + failures + ";")
        + " p99 "
        + Numbers.millis(results.latency().p99Ms())
        + ")";
  }

  private static int exitCode(CollectionOutcome outcome) {
    return switch (outcome.status()) {
      case COMPLETE -> ExitCode.OK;
      case INTERRUPTED -> ExitCode.INTERRUPTED;
      case INCOMPLETE -> ExitCode.INCOMPLETE;
    };
  }
}
