package dev.perfkit.cli;

import dev.perfkit.export.ProfileExport;
import dev.perfkit.server.ExecutionMode;
import dev.perfkit.server.ThreadType;
import dev.perfkit.server.Variant;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The {@code perfkit} command: collect, analyze, compare, report and gate Java performance. */
@Command(
    name = "perfkit",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description =
        "Java performance analysis: collect, analyze, compare, report and gate; perfkit demo"
            + " shows them all on the bundled server.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:success",
      "1:bad or unreadable input, or a failed collection",
      "2:wrong usage (unknown option, missing or invalid argument)",
      "3:gate, duet: a regression beyond its budget; history changes: a regression change point on"
          + " the newest commits",
      "4:run incomplete (the target died or failed to start, or most requests failed); its files are kept",
      "5:gate, duet: inconclusive, no check could judge (fewer than 4 runs a side or 6 rounds, or runs that cannot be compared)",
      "70:unexpected internal error (a bug: please report it with --stacktrace)",
      "130:interrupted by Ctrl-C (SIGINT); what was collected is kept",
      "143:interrupted by SIGTERM; what was collected is kept",
      "129:interrupted by SIGHUP; what was collected is kept"
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit demo",
      "  perfkit run --out runs/base --repeat 4 --duration 10s",
      "  perfkit compare runs/base runs/new",
      "  perfkit gate --baseline runs/base --candidate runs/new",
      "  perfkit server --execution-mode nio --thread-type virtual"
    })
public final class PerfkitMain implements Runnable {

  @Spec CommandSpec spec;

  @Mixin GlobalOptions globalOptions;

  /**
   * The commands that run on their own, by name, in the order help lists them. Picocli builds each
   * command's model by reflection on its annotations, and the AOT cache of {@code scripts/perfkit}
   * cannot hold picocli's Java 5 classes, so a run builds only the command it names (timed by hand
   * on a short {@code analyze}, no script repeats it: docs/bench-analyze.md).
   */
  private static final Map<String, Class<?>> COMMANDS = commands();

  /**
   * Where {@code scripts/perfkit} wants the exit code of a run it trains the AOT cache on: its JVM
   * replaces the script, so the script cannot see the code, and only a successful run is worth
   * training on.
   */
  private static final String EXIT_STATUS_FILE = "perfkit.exitStatusFile";

  public static void main(String[] args) {
    int exitCode = commandLine(args).execute(args);
    writeExitStatus(exitCode);
    System.exit(exitCode);
  }

  private static void writeExitStatus(int exitCode) {
    String file = System.getProperty(EXIT_STATUS_FILE);
    if (file == null) {
      return;
    }
    try {
      Files.writeString(Path.of(file), Integer.toString(exitCode));
    } catch (IOException | RuntimeException e) {
      // Only the cache is lost: the next run trains again.
    }
  }

  /**
   * The configured command line for {@code args}: with only the command they start with, if it is
   * one of {@link #COMMANDS}, else with every command and {@code help} (so that usage, errors and
   * their suggestions list them all). Tests call {@code execute(args)} on it with their writers.
   */
  public static CommandLine commandLine(String... args) {
    CommandLine commandLine = new CommandLine(new PerfkitMain());
    Class<?> named = args.length == 0 ? null : COMMANDS.get(args[0]);
    if (named != null) {
      commandLine.addSubcommand(named);
    } else {
      COMMANDS.values().forEach(commandLine::addSubcommand);
      commandLine.addSubcommand(CommandLine.HelpCommand.class);
    }
    commandLine.setExecutionExceptionHandler(new ErrorHandler());
    commandLine.setParameterExceptionHandler(new UsageErrorHandler());
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    // After the subcommands are added: picocli registers a converter only with those it has.
    commandLine.registerConverter(URI.class, new UrlConverter());
    commandLine.registerConverter(
        Variant.class, new KeyedEnumConverter<>(Variant.class, Variant::key));
    commandLine.registerConverter(
        ExecutionMode.class, new KeyedEnumConverter<>(ExecutionMode.class, ExecutionMode::key));
    commandLine.registerConverter(
        ThreadType.class, new KeyedEnumConverter<>(ThreadType.class, ThreadType::key));
    commandLine.registerConverter(
        ProfileExport.Format.class,
        new KeyedEnumConverter<>(ProfileExport.Format.class, ProfileExport.Format::toString));
    VerbatimFooter.install(commandLine);
    HelpLayout.install(commandLine);
    return commandLine;
  }

  private static Map<String, Class<?>> commands() {
    Map<String, Class<?>> commands = new LinkedHashMap<>();
    commands.put("run", RunCommand.class);
    commands.put("profile", ProfileCommand.class);
    commands.put("analyze", AnalyzeCommand.class);
    commands.put("compare", CompareCommand.class);
    commands.put("report", ReportCommand.class);
    commands.put("gate", GateCommand.class);
    commands.put("duet", DuetCommand.class);
    commands.put("server", ServerCommand.class);
    commands.put("demo", DemoCommand.class);
    commands.put("export", ExportCommand.class);
    commands.put("history", HistoryCommand.class);
    return commands;
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
