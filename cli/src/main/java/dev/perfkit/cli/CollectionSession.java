package dev.perfkit.cli;

import dev.perfkit.collect.CollectException;
import dev.perfkit.collect.CollectionOutcome;
import dev.perfkit.collect.InterruptHook;
import dev.perfkit.collect.ProgressDisplay;
import dev.perfkit.collect.StopSignal;
import picocli.CommandLine;

/**
 * What {@code run} and {@code profile} do around their collection: a progress display, Ctrl-C,
 * SIGTERM and SIGHUP turned into a clean stop that names the signal, the report of how it ended,
 * then the analysis.
 */
final class CollectionSession {

  /** A collection that runs with a display and stops early when the signal says so. */
  @FunctionalInterface
  interface Collection {
    CollectionOutcome execute(ProgressDisplay display, StopSignal stop) throws CollectException;
  }

  private CollectionSession() {}

  /**
   * Runs the collection, reports it, then analyzes it. {@code openWindow}: a profile without an end
   * of its own, which the first Ctrl-C ends normally (a second aborts). Signals reach the JVM's own
   * handling again before the analysis, so that Ctrl-C then exits at once.
   */
  static int run(
      CommandLine commandLine,
      CollectOptions options,
      boolean openWindow,
      FindingsText.View view,
      Collection collection) {
    StopSignal stop = new StopSignal();
    ProgressDisplay display =
        new ProgressDisplay(
            commandLine.getErr(), ProgressDisplay.stderrIsTerminal(), view.verbose());
    CollectionOutcome outcome;
    int exitCode;
    InterruptHook hook = InterruptHook.install(stop, openWindow ? stop::endWindow : null);
    try {
      outcome = collection.execute(display, stop);
      exitCode =
          CollectionReport.print(
              outcome, options.outDirectory(), commandLine, options.format() == OutputFormat.JSON);
      if (interrupted(outcome)) {
        // No analysis follows a signal, and the JVM exits once the hook is closed: say it now.
        CollectionReport.printReason(outcome, options.outDirectory(), commandLine);
      }
    } catch (CollectException e) {
      // The cause goes along for --stacktrace, with the later failures it carries as suppressed.
      throw new PerfkitException(ExitCode.FAILURE, e.getMessage(), e);
    } finally {
      hook.close();
    }
    if (!interrupted(outcome)) {
      AnalysisAfterCollection.run(outcome, options, view, commandLine);
      CollectionReport.printReason(outcome, options.outDirectory(), commandLine);
    }
    return exitCode;
  }

  private static boolean interrupted(CollectionOutcome outcome) {
    return outcome.status() == CollectionOutcome.Status.INTERRUPTED;
  }
}
