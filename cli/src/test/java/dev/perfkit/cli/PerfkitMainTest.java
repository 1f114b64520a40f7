package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PerfkitMainTest {

  @Test
  void versionComesFromTheBuild() {
    CommandRun run = CommandRun.of("--version");
    assertEquals(0, run.exitCode());
    assertTrue(run.out().startsWith("perfkit " + BuildVersion.version() + "\n"), run.out());
    assertTrue(BuildVersion.version().matches("\\d+\\.\\d+\\.\\d+.*"), BuildVersion.version());
  }

  @Test
  void helpListsExitCodesAndExamples() {
    CommandRun run = CommandRun.of("--help");
    assertEquals(0, run.exitCode());
    assertTrue(run.out().contains("Exit codes:"), run.out());
    assertTrue(run.out().contains("130   interrupted by Ctrl-C"), run.out());
    assertTrue(run.out().contains("Example usage:"), run.out());
  }

  @Test
  void unknownOptionIsOneLineWithASuggestionAndExitTwo() {
    CommandRun run = CommandRun.of("--stacktarce");
    assertEquals(ExitCode.USAGE, run.exitCode());
    assertEquals(
        "perfkit: Unknown option: '--stacktarce'\n"
            + "Possible solutions: --stacktrace\n"
            + "perfkit: see 'perfkit --help' for the usage\n",
        run.err());
    assertEquals("", run.out());
  }

  @Test
  void unknownCommandIsAUsageError() {
    CommandRun run = CommandRun.of("analyse");
    assertEquals(ExitCode.USAGE, run.exitCode());
    assertTrue(
        run.err().startsWith("perfkit: Unmatched argument at index 0: 'analyse'"), run.err());
    assertTrue(run.err().contains("analyze"), run.err());
  }
}
