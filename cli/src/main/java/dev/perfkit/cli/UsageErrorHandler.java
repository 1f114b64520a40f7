package dev.perfkit.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Reports a command-line mistake as one line naming the option or argument and the problem, with
 * picocli's "did you mean" suggestions where it has them and where to find the usage, instead of
 * the whole usage text: {@code perfkit: Unknown option: '--outt'; did you mean --out? (see 'perfkit
 * run --help')}. The README promises one line for every failure.
 */
final class UsageErrorHandler implements IParameterExceptionHandler {

  @Override
  public int handleParseException(ParameterException ex, String[] args) {
    CommandLine cmd = ex.getCommandLine();
    PrintWriter err = cmd.getErr();
    err.println(
        "perfkit: "
            + oneLine(ex.getMessage())
            + suggestions(ex)
            + " (see '"
            + cmd.getCommandSpec().qualifiedName()
            + " --help')");
    err.flush();
    return ExitCode.USAGE;
  }

  private static String suggestions(ParameterException ex) {
    if (!(ex instanceof UnmatchedArgumentException unmatched)) {
      return "";
    }
    List<String> suggestions = unmatched.getSuggestions();
    return suggestions.isEmpty() ? "" : "; did you mean " + String.join(" or ", suggestions) + "?";
  }

  /** Picocli's messages are one line but for a few that list several problems on their own. */
  private static String oneLine(String message) {
    return message == null
        ? "invalid command line"
        : message.strip().replaceAll("\\s*\\R\\s*", "; ");
  }
}
