package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SIGTERM to a real {@code perfkit duet} in its second round: both of that round's JVMs are
 * stopped, the round done is written, marked incomplete, and judged, and perfkit exits 143, as run
 * and profile do.
 */
class DuetSignalTest {

  @TempDir Path dir;
  private Process perfkit;

  /** A failing test must not leave behind what it tests. */
  @AfterEach
  void endWhatIsLeft() {
    if (perfkit != null) {
      perfkit.descendants().forEach(ProcessHandle::destroyForcibly);
      perfkit.destroyForcibly();
    }
  }

  @Test
  void sigtermStopsBothSidesAndKeepsTheRoundsDone() throws Exception {
    Path out = dir.resolve("duet");
    perfkit =
        TestJvms.startPerfkit(
            dir,
            "duet",
            "--out",
            out.toString(),
            "--rounds",
            "6",
            "--duration",
            "1s",
            "--warmup",
            "1s",
            "--rate",
            "1000");
    TestJvms.awaitText(perfkit, dir.resolve("stderr.txt"), "duet round 2:", 90_000);
    Thread.sleep(2000); // into round 2's load, its two JVMs serving
    List<ProcessHandle> sides = perfkit.children().toList();
    assertEquals(2, sides.size(), "round 2's two JVMs: " + sides);

    TestJvms.signal(perfkit, "TERM");

    assertTrue(perfkit.waitFor(60, TimeUnit.SECONDS), "perfkit did not end on SIGTERM");
    assertEquals(143, perfkit.exitValue(), TestJvms.read(dir.resolve("stderr.txt")));
    for (ProcessHandle side : sides) {
      assertFalse(side.isAlive(), "left running: " + side.pid());
    }
    JsonNode duet = Json.mapper().readTree(out.resolve("duet.json").toFile());
    assertEquals(1, duet.path("rounds").size(), "round 1 kept, round 2 left out");
    assertFalse(duet.path("complete").asBoolean(true), duet.toString());
    assertEquals("interrupted by SIGTERM", duet.path("incompleteReason").asText());
    for (String side : List.of("baseline", "candidate")) {
      int port = duet.path("rounds").get(0).path(side).path("port").asInt();
      assertFalse(listening(port), "the " + side + "'s port " + port + " still accepts");
    }
    assertTrue(Files.exists(out.resolve("gate.json")));
    String stderr = TestJvms.read(dir.resolve("stderr.txt"));
    assertTrue(
        stderr
            .replace("\n  ", " ")
            .contains("perfkit: duet stopped early, 1 of 6 rounds done, interrupted by SIGTERM: "),
        stderr);
    assertTrue(
        TestJvms.read(dir.resolve("stdout.txt")).contains("inconclusive (needs 6 rounds)"),
        TestJvms.read(dir.resolve("stdout.txt")));

    // Judged again, it says what it holds; a history takes whole duets only.
    CommandRun again = CommandRun.of("gate", "--duet", out.toString());
    assertEquals(ExitCode.INCONCLUSIVE, again.exitCode(), again.err());
    assertEquals(
        "perfkit: note: "
            + out.resolve("duet.json")
            + ": 1 of 6 rounds done, interrupted by SIGTERM; judging the rounds it holds",
        again.err().replaceAll("\n  ", " ").strip());
    CommandRun recorded =
        CommandRun.of(
            "history",
            "record",
            out.toString(),
            "--commit",
            "abc",
            "--db",
            dir.resolve("h.db").toString());
    assertEquals(ExitCode.FAILURE, recorded.exitCode(), recorded.err());
    assertEquals(
        "perfkit: "
            + out
            + ": a history records whole duets; this one stopped early: 1 of 6 rounds done,"
            + " interrupted by SIGTERM\n",
        recorded.err());
  }

  /**
   * A signal to the whole process group (Ctrl-C in a terminal, a CI job cancelled) while a side is
   * still starting ends that side too: an interruption, kept as one, not a side that failed.
   */
  @Test
  void aSignalThatAlsoEndsAStartingSideIsAnInterruption() throws Exception {
    Path out = dir.resolve("duet");
    perfkit =
        TestJvms.startPerfkit(
            dir,
            "duet",
            "--out",
            out.toString(),
            "--rounds",
            "6",
            // A candidate that never becomes ready: sleep takes the port as more seconds.
            "--baseline",
            "sleep 600 {port}",
            "--candidate",
            "sleep 600 {port}");
    long deadline = System.currentTimeMillis() + 30_000;
    List<ProcessHandle> sides = List.of();
    while (sides.size() < 2 && System.currentTimeMillis() < deadline) {
      Thread.sleep(100);
      sides = perfkit.children().toList();
    }
    assertEquals(2, sides.size(), "round 1's two sides: " + sides);

    // The sides first, and perfkit after its 50 ms look for a side's end has seen them gone.
    for (ProcessHandle side : sides) {
      TestJvms.signal(side, "TERM");
    }
    while (sides.stream().anyMatch(ProcessHandle::isAlive)) {
      Thread.sleep(10); // not onExit(): for another process's child it looks only every 300 ms
    }
    Thread.sleep(60);
    TestJvms.signal(perfkit, "TERM");

    assertTrue(perfkit.waitFor(60, TimeUnit.SECONDS), "perfkit did not end on SIGTERM");
    String stderr = TestJvms.read(dir.resolve("stderr.txt"));
    assertEquals(143, perfkit.exitValue(), stderr);
    assertTrue(
        stderr
            .replace("\n  ", " ")
            .contains("perfkit: duet stopped early, 0 of 6 rounds done, interrupted by SIGTERM: "),
        stderr);
    JsonNode duet = Json.mapper().readTree(out.resolve("duet.json").toFile());
    assertEquals("interrupted by SIGTERM", duet.path("incompleteReason").asText(), duet.toString());
  }

  private static boolean listening(int port) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
      return true;
    } catch (IOException e) {
      return false;
    }
  }
}
