package dev.perfkit.collect;

import dev.perfkit.analyzers.load.LoadResults;

/**
 * How a collection ended: the record written to run.json, the load results if load ran, and why it
 * stopped early if it did.
 */
public record CollectionOutcome(RunRecord record, LoadResults load, Status status) {

  /** Complete, cut short by the user, or cut short by the target. */
  public enum Status {
    COMPLETE,
    INTERRUPTED,
    INCOMPLETE
  }

  /** Why a collection that did not fail is incomplete: a stop, or load cut short; else null. */
  static String incompleteReason(StopSignal stop, LoadResults results) {
    String stopped = stop.reason();
    if (stopped != null) {
      return stopped;
    }
    return results != null && !results.complete() ? "the load was cut short" : null;
  }

  static Status statusOf(String incompleteReason, StopSignal stop) {
    if (incompleteReason == null) {
      return Status.COMPLETE;
    }
    return stop.isInterrupt() ? Status.INTERRUPTED : Status.INCOMPLETE;
  }
}
