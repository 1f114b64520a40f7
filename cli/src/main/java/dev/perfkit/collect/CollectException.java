package dev.perfkit.collect;

/**
 * A collection step that failed for a reason the user can act on; the message is one line that
 * names the thing and the problem.
 */
public class CollectException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public CollectException(String message) {
    super(message);
  }

  public CollectException(String message, Throwable cause) {
    super(message, cause);
  }
}
