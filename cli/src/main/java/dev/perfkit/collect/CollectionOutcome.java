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

  static Status statusOf(String incompleteReason, StopSignal stop) {
    if (incompleteReason == null) {
      return Status.COMPLETE;
    }
    return stop.isInterrupt() ? Status.INTERRUPTED : Status.INCOMPLETE;
  }
}
