package dev.perfkit.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Reports a command-line mistake as one line naming the option or argument and the problem, with
 * "did you mean" suggestions where picocli has them, instead of the whole usage text.
 */
final class UsageErrorHandler implements IParameterExceptionHandler {

  @Override
  public int handleParseException(ParameterException ex, String[] args) {
    CommandLine cmd = ex.getCommandLine();
    PrintWriter err = cmd.getErr();
    err.println("perfkit: " + ex.getMessage());
    UnmatchedArgumentException.printSuggestions(ex, err);
    err.println("perfkit: see '" + cmd.getCommandSpec().qualifiedName() + " --help' for the usage");
    err.flush();
    return ExitCode.USAGE;
  }
}
