package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class PerfkitMainTest {

  @Test
  void versionComesFromTheBuild() {
    CommandRun run = CommandRun.of("--version");
    assertEquals(0, run.exitCode());
    assertTrue(run.out().startsWith("perfkit " + BuildVersion.version() + "\n"), run.out());
    assertTrue(BuildVersion.version().matches("\\d+\\.\\d+\\.\\d+.*"), BuildVersion.version());
  }

  @Test
  void everyCommandPrintsTheVersionWithVersionOrV() {
    for (String command : List.of("run", "profile", "analyze", "report", "compare", "server")) {
      for (String option : List.of("--version", "-V")) {
        CommandRun run = CommandRun.of(command, option);
        assertEquals(0, run.exitCode(), command + " " + option);
        assertTrue(
            run.out().startsWith("perfkit " + BuildVersion.version() + "\n"),
            command + " " + option + ": " + run.out());
      }
    }
  }

  @Test
  void helpListsExitCodesAndExamples() {
    CommandRun run = CommandRun.of("--help");
    assertEquals(0, run.exitCode());
    assertTrue(run.out().contains("Exit codes:"), run.out());
    assertTrue(run.out().contains("130   interrupted by Ctrl-C (SIGINT)"), run.out());
    assertTrue(run.out().contains("143   interrupted by SIGTERM"), run.out());
    assertTrue(run.out().contains("Example usage:"), run.out());
  }

  @Test
  void helpListsEveryCommandInOrder() {
    String help = CommandRun.of("--help").out();
    List<String> commands =
        help.lines()
            .dropWhile(line -> !line.equals("Commands:"))
            .skip(1)
            .takeWhile(line -> !line.isBlank())
            .filter(line -> line.matches("  [a-z]+ .*"))
            .map(line -> line.strip().split(" ")[0])
            .toList();
    assertEquals(
        List.of(
            "run", "profile", "analyze", "compare", "report", "gate", "duet", "server", "demo",
            "export", "history", "help"),
        commands,
        help);
  }

  /** A list of commands says in one line each what a command does: its header, not cut short. */
  @Test
  void eachCommandIsOneLineInItsParentsList() {
    for (String[] args : List.of(new String[] {"--help"}, new String[] {"history", "--help"})) {
      String help = CommandRun.of(args).out();
      List<String> rows =
          help.lines()
              .dropWhile(line -> !line.equals("Commands:"))
              .skip(1)
              .takeWhile(line -> !line.isBlank())
              .toList();
      assertTrue(rows.size() >= 3, help);
      for (String row : rows) {
        assertTrue(row.matches("  [a-z]+ +[A-Z][^()]*(\\([^()]*\\)[^()]*)*\\."), row + "\n" + help);
      }
    }
  }

  /** A run builds only the command it names; the others are neither built nor reachable. */
  @Test
  void aNamedCommandIsTheOnlyOneBuilt() {
    assertEquals(
        Set.of("analyze"), PerfkitMain.commandLine("analyze", "x.jfr").getSubcommands().keySet());
    assertEquals(
        Set.of(
            "run", "profile", "analyze", "compare", "report", "gate", "duet", "server", "demo",
            "export", "history", "help"),
        PerfkitMain.commandLine("--stacktrace", "analyze").getSubcommands().keySet());
  }

  @Test
  void helpOfACommandThroughHelpOrItsOwnOptionIsTheSame() {
    CommandRun viaHelp = CommandRun.of("help", "analyze");
    CommandRun viaOption = CommandRun.of("analyze", "--help");
    assertEquals(0, viaHelp.exitCode());
    assertEquals(0, viaOption.exitCode());
    assertTrue(viaOption.out().startsWith("Usage: perfkit analyze "), viaOption.out());
    assertEquals(viaOption.out(), viaHelp.out());
  }

  /**
   * Every command's and subcommand's help prints, exits 0 and fits 100 columns: a description is a
   * format string to picocli, so a lone percent sign ("95% interval") broke one command's help.
   */
  @Test
  void everyCommandsHelpPrintsWithinAHundredColumns() {
    List<List<String>> commands = new ArrayList<>();
    collect(PerfkitMain.commandLine(), new ArrayList<>(), commands);
    assertTrue(commands.size() >= 14, commands.toString());
    for (List<String> command : commands) {
      List<String> args = new ArrayList<>(command);
      args.add("--help");
      CommandRun help = CommandRun.of(args.toArray(String[]::new));
      assertEquals(0, help.exitCode(), command + ": " + help.err());
      assertTrue(help.out().startsWith("Usage: perfkit"), command + ": " + help.out());
      for (String line : help.out().lines().toList()) {
        assertTrue(line.length() <= 100, command + ": " + line.length() + " columns: " + line);
      }
    }
  }

  private static void collect(
      CommandLine commandLine, List<String> path, List<List<String>> commands) {
    commandLine
        .getSubcommands()
        .forEach(
            (name, sub) -> {
              if (name.equals("help") || !sub.getCommandSpec().name().equals(name)) {
                return; // picocli's help command, and aliases
              }
              List<String> command = new ArrayList<>(path);
              command.add(name);
              commands.add(command);
              collect(sub, command, commands);
            });
  }

  /** However narrow the usage width, each example is one whole line that can be copied and run. */
  @Test
  void examplesPrintOneWholeLineEachWhateverTheWidth() {
    for (String command : List.of("run", "profile", "analyze", "report", "compare", "server")) {
      CommandLine commandLine = PerfkitMain.commandLine(command, "--help");
      CommandLine sub = commandLine.getSubcommands().get(command);
      sub.setUsageHelpWidth(55);
      StringWriter out = new StringWriter();
      commandLine.setOut(new PrintWriter(out));
      assertEquals(0, commandLine.execute(command, "--help"));
      List<String> lines = out.toString().lines().toList();
      String[] examples = sub.getCommandSpec().usageMessage().footer();
      assertTrue(examples.length >= 2, command);
      for (String example : examples) {
        assertTrue(lines.contains(example), command + ": '" + example + "' in\n" + out);
      }
    }
    String run = CommandRun.of("run", "--help").out();
    assertTrue(
        run.contains(
            "\n  perfkit run --out runs/app --url http://127.0.0.1:8080/ --ready-port 8080 --"
                + " java -jar app.jar\n"),
        run);
  }

  @Test
  void unknownOptionIsOneLineWithASuggestionAndExitTwo() {
    CommandRun run = CommandRun.of("--stacktarce");
    assertEquals(ExitCode.USAGE, run.exitCode());
    assertEquals(
        "perfkit: Unknown option: '--stacktarce'; did you mean --stacktrace? (see 'perfkit"
            + " --help')\n",
        run.err());
    assertEquals("", run.out());
  }

  @Test
  void unknownCommandIsAUsageError() {
    CommandRun run = CommandRun.of("analyse");
    assertEquals(ExitCode.USAGE, run.exitCode());
    assertEquals(
        "perfkit: Unmatched argument at index 0: 'analyse'; did you mean analyze or server? (see"
            + " 'perfkit --help')\n",
        run.err());
  }

  @Test
  void aMistakeInACommandsOptionsIsOneLineNamingItsHelp() {
    CommandRun run = CommandRun.of("run", "--out", "x", "--duratoin", "10s");
    assertEquals(ExitCode.USAGE, run.exitCode());
    assertEquals(
        "perfkit: Unknown option: '--duratoin'; did you mean --duration? (see 'perfkit run"
            + " --help')\n",
        run.err());
  }
}
