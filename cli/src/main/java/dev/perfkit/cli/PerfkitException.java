package dev.perfkit.cli;

/**
 * A failure the user can act on: its message is printed as one line, without a stack trace, and the
 * process exits with its code.
 */
public class PerfkitException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int exitCode;

  public PerfkitException(int exitCode, String message) {
    super(message);
    this.exitCode = exitCode;
  }

  public PerfkitException(int exitCode, String message, Throwable cause) {
    super(message, cause);
    this.exitCode = exitCode;
  }

  /** Bad input data: a file, pid or URL that cannot be used as given. */
  public static PerfkitException badInput(String message) {
    return new PerfkitException(ExitCode.FAILURE, message);
  }

  /** A usage error found after parsing, such as two options that cannot go together. */
  public static PerfkitException usage(String message) {
    return new PerfkitException(ExitCode.USAGE, message);
  }

  public int exitCode() {
    return exitCode;
  }
}
