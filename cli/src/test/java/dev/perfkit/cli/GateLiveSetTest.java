package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live-set check end to end over real runs of the bundled server: a set of 4 runs of 3 s (after
 * 1 s of warm-up) against a set of 4 whose server keeps 4 KiB per request reachable
 * (--inject-retain-bytes). Both sides allocate 16 KiB more per request into a 16 MiB young
 * generation, so that every run has young pauses throughout its load whatever heap the machine's
 * memory gives by default (a quiet run with the default heap had too few pauses to fit a line), and
 * the baseline's heap after those young pauses, which holds garbage on its way out, must not read
 * as growth. At a fixed 2,000 requests a second (an open model), so that the leak stays far below
 * the injection's bound (256 MiB here: an unbounded closed load reached 237 MB in one run and then
 * levelled off) and the load's mean rate is its rate throughout.
 */
class GateLiveSetTest {

  private static final int RUNS_A_SIDE = 4;

  @TempDir static Path temp;
  static Path flat;
  static Path leaking;

  @BeforeAll
  static void runSets() {
    flat = set("flat");
    leaking = set("leaking", "--inject-retain-bytes", "4096");
  }

  @Test
  void theGateFailsOnTheLiveSetCheck() throws IOException {
    CommandRun result =
        CommandRun.of(
            "gate",
            "--format",
            "json",
            "--baseline",
            flat.toString(),
            "--candidate",
            leaking.toString());
    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.out() + result.err());
    JsonNode check = check(result, "live-set-growth");
    assertEquals("regression", check.get("verdict").asText().toLowerCase(), check.toString());
    assertEquals(RUNS_A_SIDE, check.at("/baseline/n").asInt(), check.toString());
    assertEquals(RUNS_A_SIDE, check.at("/candidate/n").asInt(), check.toString());
    // About 4.1 KB kept per request (the array, its 16-byte header, its list slot); the fit over
    // the pauses divided by the load's mean rate read 3.3 KB in one such set and 5.8 KB in a
    // closed-model run whose pauses bunched in its fastest seconds (docs/summary.md): within a
    // factor of 2, and always beyond the 1 KiB budget.
    double candidate = check.at("/candidate/median").asDouble();
    assertTrue(candidate > 2_048 && candidate < 8_192, "candidate bytes/request " + candidate);
    double baseline = check.at("/baseline/median").asDouble();
    // The flat side's fit is noise around zero: a run read 201 B, others less; what matters is that
    // it stays well inside the 1 KiB budget, so that the same code never fails this check.
    assertTrue(Math.abs(baseline) < 512, "baseline bytes/request " + baseline);
  }

  @Test
  void onlyTheLeakingRunsHaveTheFinding() throws IOException {
    for (int i = 1; i <= RUNS_A_SIDE; i++) {
      assertEquals(List.of(), growthScores(flat, i), "flat run " + i);
      assertEquals(1, growthScores(leaking, i).size(), "leaking run " + i);
    }
  }

  private static List<Integer> growthScores(Path set, int repeat) throws IOException {
    JsonNode summary =
        Json.mapper()
            .readTree(
                set.resolve("repeats")
                    .resolve(String.valueOf(repeat))
                    .resolve("summary.json")
                    .toFile());
    List<Integer> scores = new ArrayList<>();
    for (JsonNode finding : summary.get("findings")) {
      if (finding.get("ruleId").asText().equals("growing-live-set")) {
        scores.add(finding.get("score").asInt());
      }
    }
    return scores;
  }

  private static JsonNode check(CommandRun result, String id) throws IOException {
    for (JsonNode check : Json.mapper().readTree(result.out()).get("checks")) {
      if (check.get("id").asText().equals(id)) {
        return check;
      }
    }
    throw new AssertionError("no check " + id + " in " + result.out());
  }

  private static Path set(String name, String... more) {
    Path dir = temp.resolve(name);
    List<String> args =
        new ArrayList<>(
            List.of(
                "run",
                "--out",
                dir.toString(),
                "--repeat",
                String.valueOf(RUNS_A_SIDE),
                "--duration",
                "3s",
                "--warmup",
                "1s",
                "--events",
                "alloc",
                "--rate",
                "2000",
                "--variant",
                "optimized",
                "--inject-alloc-bytes",
                "16384",
                "--jvm-arg=-Xmn16m"));
    args.addAll(List.of(more));
    CommandRun result = CommandRun.of(args.toArray(String[]::new));
    assertEquals(0, result.exitCode(), dir + ": " + result.err());
    return dir;
  }
}
