package dev.perfkit.collect;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.run.RunRecord;
import java.util.Locale;

/**
 * How a collection ended: the run directory it wrote, the record written to its run.json, the load
 * results if load ran, and why it stopped early if it did. The analysis takes the directory and
 * record from here instead of checking and reading them again.
 */
public record CollectionOutcome(
    RunDirectory directory, RunRecord record, LoadResults load, Status status) {

  /** Complete, cut short by the user, or cut short by the target (or a load that all failed). */
  public enum Status {
    COMPLETE,
    INTERRUPTED,
    INCOMPLETE
  }

  /**
   * Why a collection is incomplete: its first failure, else a stop, a load of which no request
   * succeeded (a wrong URL or port measures nothing of the target), or load cut short; else null.
   */
  static String incompleteReason(String failure, StopSignal stop, LoadResults results) {
    if (failure != null) {
      return failure;
    }
    String stopped = stop.reason();
    if (stopped != null) {
      return stopped;
    }
    if (results == null) {
      return null;
    }
    if (results.ok() == 0 && results.ko() > 0) {
      return noRequestSucceeded(results);
    }
    return results.complete() ? null : "the load was cut short";
  }

  private static String noRequestSucceeded(LoadResults results) {
    String first =
        results.firstFailure() == null ? "" : " (first failure: " + results.firstFailure() + ")";
    return String.format(Locale.ROOT, "no request succeeded: KO %,d%s", results.ko(), first);
  }

  static Status statusOf(String incompleteReason, StopSignal stop) {
    if (incompleteReason == null) {
      return Status.COMPLETE;
    }
    return stop.isInterrupt() ? Status.INTERRUPTED : Status.INCOMPLETE;
  }
}
