package dev.perfkit.cli;

import static dev.perfkit.cli.CommandRun.assertRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code perfkit duet} and {@code perfkit gate --duet} refusing what they cannot use. */
class DuetCommandTest {

  @TempDir Path dir;

  @Test
  void roundsOutOfRangeAreAUsageError() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: --rounds 0: give 1 to 1000 (6 at least to judge)",
        "duet",
        "--out",
        dir.resolve("d").toString(),
        "--rounds",
        "0");
  }

  @Test
  void aCommandWithoutItsPortIsAUsageError() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: --baseline: 'java -jar app.jar' has no {port} where the service takes its port",
        "duet",
        "--out",
        dir.resolve("d").toString(),
        "--baseline",
        "java -jar app.jar");
  }

  @Test
  void theBundledServersOptionsOnACommandAreAUsageError() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: --candidate-variant and --candidate-inject-* apply to the bundled server, not to"
            + " --candidate's command",
        "duet",
        "--out",
        dir.resolve("d").toString(),
        "--candidate",
        "java -jar app.jar --port {port}",
        "--candidate-inject-cpu-ns",
        "100");
  }

  @Test
  void anInjectionBeyondTheServersLimitIsAUsageError() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: --candidate-inject-alloc-bytes -5: give 0 to 67108864",
        "duet",
        "--out",
        dir.resolve("d").toString(),
        "--candidate-inject-alloc-bytes",
        "-5");
  }

  @Test
  void aDirectoryThatHoldsADuetIsNotOverwritten() throws Exception {
    Files.createDirectories(dir.resolve("d"));
    Files.writeString(dir.resolve("d/duet.json"), "{}");
    assertRefused(
        ExitCode.USAGE,
        "perfkit: --out "
            + dir.resolve("d")
            + " already holds a duet (duet.json): give another DIR",
        "duet",
        "--out",
        dir.resolve("d").toString());
  }

  @Test
  void theGateRefusesADirectoryWithoutADuet() {
    assertRefused(
        ExitCode.FAILURE,
        "perfkit: " + dir + ": no duet.json (not a directory of perfkit duet)",
        "gate",
        "--duet",
        dir.toString());
  }

  @Test
  void theGateRefusesADuetAndSidesTogether() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: --duet judges a duet directory on its own: give no --baseline or --candidate",
        "gate",
        "--duet",
        dir.toString(),
        "--baseline",
        dir.toString());
  }

  @Test
  void theGateRefusesAnUnreadableDuet() throws Exception {
    Files.writeString(dir.resolve("duet.json"), "{\"rounds\": 3}");
    CommandRun result = CommandRun.of("gate", "--duet", dir.toString());
    assertEquals(ExitCode.FAILURE, result.exitCode(), result.err());
    assertTrue(
        result.err().startsWith("perfkit: " + dir.resolve("duet.json") + ": not a duet record: "),
        result.err());
  }
}
