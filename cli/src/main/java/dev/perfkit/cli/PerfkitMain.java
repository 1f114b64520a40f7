package dev.perfkit.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The {@code perfkit} command: collect, analyze, report and gate Java performance. */
@Command(
    name = "perfkit",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = "Java performance analysis: collect, analyze, report and gate.",
    subcommands = {
      RunCommand.class,
      ProfileCommand.class,
      AnalyzeCommand.class,
      ServerCommand.class,
      CommandLine.HelpCommand.class
    },
    usageHelpAutoWidth = true,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:success",
      "1:bad or unreadable input, or a failed collection",
      "2:wrong usage (unknown option, missing or invalid argument)",
      "3:performance regression detected by the gate",
      "4:run incomplete (the target died or failed to start); its files are kept",
      "70:unexpected internal error (a bug: please report it with --stacktrace)",
      "130:interrupted by Ctrl-C; what was collected is kept"
    },
    footerHeading = "%nExample usage:%n",
    footer = {"  perfkit server --execution-mode nio --thread-type virtual", "  perfkit --version"})
public final class PerfkitMain implements Runnable {

  @Spec CommandSpec spec;

  @Mixin GlobalOptions globalOptions;

  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /** The configured command line; tests call {@code execute} on it with their own writers. */
  public static CommandLine commandLine() {
    CommandLine commandLine = new CommandLine(new PerfkitMain());
    commandLine.setExecutionExceptionHandler(new ErrorHandler());
    commandLine.setParameterExceptionHandler(new UsageErrorHandler());
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    return commandLine;
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
