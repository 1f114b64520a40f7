package dev.perfkit.cli;

/** perfkit's exit codes; their meanings are fixed and documented in the README. */
public final class ExitCode {
  /** The command did what was asked. */
  public static final int OK = 0;

  /** Bad or unreadable input data, or a failed collection. */
  public static final int FAILURE = 1;

  /** Wrong usage: an unknown option, a missing argument, an invalid value. */
  public static final int USAGE = 2;

  /**
   * {@code perfkit gate}: a check regressed beyond its budget, significantly. {@code perfkit
   * history changes}: a regression change point on the newest commits ({@code --newest}, 5 by
   * default).
   */
  public static final int REGRESSION = 3;

  /**
   * A run finished without all its data (the target died or failed to start, or most requests of
   * the load failed); files are kept.
   */
  public static final int INCOMPLETE = 4;

  /** {@code perfkit gate}: no check could judge (every one inconclusive). */
  public static final int INCONCLUSIVE = 5;

  /** An unexpected internal error: a bug in perfkit. */
  public static final int INTERNAL = 70;

  /**
   * Interrupted by Ctrl-C (SIGINT); what was collected is kept and marked incomplete. The JVM
   * itself exits with 128 + the signal's number: 143 for SIGTERM and 129 for SIGHUP likewise.
   */
  public static final int INTERRUPTED = 130;

  private ExitCode() {}
}
