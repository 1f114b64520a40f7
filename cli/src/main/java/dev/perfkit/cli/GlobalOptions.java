package dev.perfkit.cli;

import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.ScopeType;

/** Options every perfkit command accepts. */
public final class GlobalOptions {

  @Option(
      names = "--stacktrace",
      scope = ScopeType.INHERIT,
      description = "Print the full stack trace when a command fails.")
  boolean stacktrace;

  /** Whether --stacktrace was given anywhere on the command line, for any subcommand. */
  static boolean stacktraceRequested(ParseResult parseResult) {
    for (ParseResult result = parseResult; result != null; result = result.subcommand()) {
      OptionSpec option = result.matchedOption("--stacktrace");
      if (option != null && Boolean.TRUE.equals(option.getValue())) {
        return true;
      }
    }
    return false;
  }
}
