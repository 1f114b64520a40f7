package dev.perfkit.collect;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.run.RunRecord;

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
   * succeeded or most failed (a wrong URL, path or port measures the target's errors, not its
   * work), or load cut short; else null.
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
    String failed = LoadFailures.verdict(results);
    if (failed != null) {
      return failed;
    }
    return results.complete() ? null : "the load was cut short";
  }

  static Status statusOf(String incompleteReason, StopSignal stop) {
    if (incompleteReason == null) {
      return Status.COMPLETE;
    }
    return stop.isInterrupt() ? Status.INTERRUPTED : Status.INCOMPLETE;
  }
}
