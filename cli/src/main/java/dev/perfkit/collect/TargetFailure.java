package dev.perfkit.collect;

/**
 * The target JVM failed to start, never became ready or died during the run; the message says why
 * (exit code, the last lines of its stderr) in one line and the run is kept, marked incomplete.
 */
public final class TargetFailure extends CollectException {
  private static final long serialVersionUID = 1L;

  public TargetFailure(String message) {
    super(message);
  }
}
