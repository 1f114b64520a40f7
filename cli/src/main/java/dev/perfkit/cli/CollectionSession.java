package dev.perfkit.cli;

import dev.perfkit.collect.CollectException;
import dev.perfkit.collect.CollectionOutcome;
import dev.perfkit.collect.InterruptHook;
import dev.perfkit.collect.ProgressDisplay;
import dev.perfkit.collect.StopSignal;
import picocli.CommandLine;

/**
 * What {@code run} and {@code profile} do around their collection: a progress display, Ctrl-C
 * turned into a clean stop, the report of how it ended, then the analysis.
 */
final class CollectionSession {

  /** A collection that runs with a display and stops early when the signal says so. */
  @FunctionalInterface
  interface Collection {
    CollectionOutcome execute(ProgressDisplay display, StopSignal stop) throws CollectException;
  }

  private CollectionSession() {}

  static int run(
      CommandLine commandLine,
      CollectOptions options,
      FindingsText.View view,
      Collection collection) {
    StopSignal stop = new StopSignal();
    ProgressDisplay display =
        new ProgressDisplay(commandLine.getErr(), ProgressDisplay.stderrIsTerminal());
    InterruptHook hook = InterruptHook.install(stop);
    try {
      CollectionOutcome outcome = collection.execute(display, stop);
      int exitCode = CollectionReport.print(outcome, options.outDirectory(), commandLine);
      AnalysisAfterCollection.run(outcome, options, view, commandLine);
      CollectionReport.printReason(outcome, options.outDirectory(), commandLine);
      return exitCode;
    } catch (CollectException e) {
      // The cause goes along for --stacktrace, with the later failures it carries as suppressed.
      throw new PerfkitException(ExitCode.FAILURE, e.getMessage(), e);
    } finally {
      hook.close();
    }
  }
}
