package dev.perfkit.load;

/**
 * A load plan, scenario file or target URL that cannot be used; the message is one line that names
 * the thing and the problem, for the user.
 */
public final class LoadSetupException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public LoadSetupException(String message) {
    super(message);
  }
}
