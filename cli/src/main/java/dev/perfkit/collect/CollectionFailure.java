package dev.perfkit.collect;

import java.io.UncheckedIOException;

/**
 * What went wrong first in a collection's steps, kept so that the collection still stops its
 * target, converts what it has and concludes run.json before it lets the failure out. A target's
 * failure ({@link TargetFailure}) only makes the run incomplete; any other failure is thrown again
 * by {@link #rethrow()} once run.json is written, so that the user still sees it and perfkit exits
 * with its code.
 */
final class CollectionFailure {

  private String reason;
  private RuntimeException thrown;

  /** Runs a step; what it throws is kept rather than let out (the first failure's reason wins). */
  void guard(Runnable step) {
    guard("", step);
  }

  /** As {@link #guard(Runnable)}, with a prefix for the reason, such as "could not start: ". */
  void guard(String reasonPrefix, Runnable step) {
    try {
      step.run();
    } catch (TargetFailure e) {
      keep(reasonPrefix + e.getMessage(), null);
    } catch (CollectException e) {
      keep(reasonPrefix + e.getMessage(), e);
    } catch (UncheckedIOException e) {
      // A file of the run could not be written: say which and why, not the exception's class.
      keep(reasonPrefix + IoMessages.describe(e.getCause()), e);
    } catch (RuntimeException e) {
      keep(reasonPrefix + "perfkit failed unexpectedly: " + e, e);
    }
  }

  /** Whether a step has failed. */
  boolean happened() {
    return reason != null;
  }

  /** Why the collection is incomplete, for run.json; null when no step failed. */
  String reason() {
    return reason;
  }

  /** Lets out the first failure that was not the target's, if any; later ones ride along. */
  void rethrow() {
    if (thrown != null) {
      throw thrown;
    }
  }

  private void keep(String why, RuntimeException e) {
    if (reason == null) {
      reason = why;
    }
    if (e == null) {
      return;
    }
    if (thrown == null) {
      thrown = e;
    } else if (thrown != e) {
      thrown.addSuppressed(e);
    }
  }
}
