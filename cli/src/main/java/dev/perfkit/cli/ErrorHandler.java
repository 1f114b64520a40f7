package dev.perfkit.cli;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.collect.IoMessages;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns an exception from a command into one line on stderr and an exit code; the stack trace only
 * with {@code --stacktrace}, because users act on the message, not on our internals.
 */
final class ErrorHandler implements IExecutionExceptionHandler {

  @Override
  public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parseResult) {
    PrintWriter err = cmd.getErr();
    int exitCode = exitCodeOf(ex);
    err.println("perfkit: " + messageOf(ex, exitCode) + usageHint(cmd, exitCode));
    if (GlobalOptions.stacktraceRequested(parseResult)) {
      ex.printStackTrace(err);
    } else if (exitCode == ExitCode.INTERNAL) {
      err.println("perfkit: run again with --stacktrace to see where it happened");
    }
    err.flush();
    return exitCode;
  }

  /** Where the usage is, as picocli's own usage errors say it (UsageErrorHandler). */
  private static String usageHint(CommandLine cmd, int exitCode) {
    return exitCode == ExitCode.USAGE
        ? " (see '" + cmd.getCommandSpec().qualifiedName() + " --help')"
        : "";
  }

  private static int exitCodeOf(Exception ex) {
    if (ex instanceof PerfkitException known) {
      return known.exitCode();
    }
    if (ex instanceof UnreadableEvidenceException
        || ex instanceof IOException
        || ex instanceof UncheckedIOException) {
      return ExitCode.FAILURE;
    }
    return ExitCode.INTERNAL;
  }

  private static String messageOf(Exception ex, int exitCode) {
    if (ex instanceof UncheckedIOException io && io.getCause() != null) {
      return IoMessages.describe(io.getCause());
    }
    if (ex instanceof IOException io) {
      return IoMessages.describe(io);
    }
    String message = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
    return exitCode == ExitCode.INTERNAL ? "unexpected internal error: " + message : message;
  }
}
