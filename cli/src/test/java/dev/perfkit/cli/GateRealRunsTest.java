package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.gate.LoadDependentChecks;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gate end to end over real runs of the bundled server, each one second after a one-second
 * warm-up (the allocation event alone): an optimized baseline of 4 single runs interleaved with 4
 * more of the same (pooled on each side, as CI interleaves its two revisions' runs), and sets of 4
 * (--repeat 4) of the legacy variant and of injected CPU work, each against the same baseline. An
 * injected allocation is measured per request in RegressionInjectionTest; here the legacy variant's
 * buffers are the allocation regression, and injected CPU work the CPU one, to keep the suite
 * short.
 */
class GateRealRunsTest {
  /**
   * Throughput and latency of one-second runs move with the neighbours' load on a shared 2-core
   * machine (the load driver shares its cores), not with the code; the A/A check keeps the metrics
   * that measure the code: CPU time and allocation per request, success rate, JIT and GC counts.
   *
   * <p>Their budgets are the noise of one-second runs, as a user gating on such short runs would
   * set them. Two sets of 6 such runs, one after the other on this machine, spread CPU time per
   * request 0.018-0.030 ms and allocation per request 490-933 bytes, and the second set sat 16%
   * below the first: with 4 runs a side, all 4 of one side beyond the other's (p = 0.029) comes
   * about by drift, as it did once in CI (+33%, two sets one after the other, no warm-up), or by
   * chance alone, 1 time in 70 for each direction even when the runs alternate, as here (in ABBA
   * order). The budget is what keeps such a shift from a false alarm, as in GateCommandTest's JMH
   * A/A check; the injected regressions below are judged with the default 5%. So this checks the
   * gate end to end over real runs, pooled and in sets; how often the gate cries wolf at its
   * defaults is what scripts/bench-gate measures (docs/ci.md).
   */
  private static final String ROBUST_ONLY =
      """
      budgets:
        cpu-time-per-request: 50%
        alloc-bytes-per-request: 50%
        throughput: none
        latency-p50: none
        latency-p99: none
        latency-max: none
        alloc-rate: none
        gc-pause-share: none
        gc-pause-max: none
        time-to-steady-state: none
      """;

  private static final int RUNS_A_SIDE = 4;

  @TempDir static Path temp;
  static List<Path> baseline;
  static List<Path> sameAgain;
  static Path legacy;
  static Path moreCpu;

  @BeforeAll
  static void runSets() {
    // In turn, and the order turned every round, as scripts/ci-gate runs its two revisions, so that
    // neither a drift nor a steady trend of the machine lands on one side.
    baseline = new ArrayList<>();
    sameAgain = new ArrayList<>();
    for (int i = 1; i <= RUNS_A_SIDE; i++) {
      boolean baselineFirst = i % 2 == 1;
      if (baselineFirst) {
        baseline.add(run(temp.resolve("baseline-" + i), "--variant", "optimized"));
      }
      sameAgain.add(run(temp.resolve("same-again-" + i), "--variant", "optimized"));
      if (!baselineFirst) {
        baseline.add(run(temp.resolve("baseline-" + i), "--variant", "optimized"));
      }
    }
    legacy = set("legacy", "--variant", "legacy");
    // 20-60 us of CPU per request is the optimized variant's own: this is several times that, so
    // the injected change dwarfs the noise of 4 runs a side.
    moreCpu = set("more-cpu", "--variant", "optimized", "--inject-cpu-ns", "200000");
  }

  @Test
  void aRepeatOfTheSameRunsPasses() throws IOException {
    Path budget = temp.resolve("robust.yml");
    Files.writeString(budget, ROBUST_ONLY);
    CommandRun result = gate(baseline, sameAgain, "--budget", budget.toString());
    assertEquals(0, result.exitCode(), result.out() + result.err());
    JsonNode cpu = checks(result).get("cpu-time-per-request");
    assertEquals(RUNS_A_SIDE, cpu.at("/baseline/n").asInt(), result.out());
    assertEquals(RUNS_A_SIDE, cpu.at("/candidate/n").asInt(), result.out());
    // A shift beyond the budget the other way, an improvement, is no error; what must never
    // happen is a regression.
    for (String id : List.of("cpu-time-per-request", "alloc-bytes-per-request")) {
      assertTrue(
          List.of("pass", "improved").contains(verdicts(result).get(id)), id + ": " + result.out());
    }
  }

  @Test
  void theLegacyVariantRegressesOnAllocationPerRequest() throws IOException {
    CommandRun result = gate(baseline, legacy);
    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.out() + result.err());
    assertEquals("regression", verdicts(result).get("alloc-bytes-per-request"));
  }

  /**
   * With fail-on-new naming a rule, a set's new finding is counted over the set's own repeats: the
   * note says in how many of the 4 legacy runs the per-request buffer site was, against none of the
   * optimized baseline's. (The reader's inlining failure is C2's verdict, which one-second runs do
   * not reach.)
   */
  @Test
  void aSetsNewFindingIsCountedOverItsRepeats() throws IOException {
    CommandRun result = gate(baseline, legacy, "--fail-on-new", "hot-allocation-site");
    JsonNode buffers = null;
    for (JsonNode finding : Json.mapper().readTree(result.out()).get("findings")) {
      if (finding
          .get("key")
          .asText()
          .endsWith("FreshRequestBuffers.allocateRequestBuffer (byte[])")) {
        buffers = finding;
      }
    }
    assertTrue(buffers != null, result.out());
    assertTrue(
        buffers
            .get("note")
            .asText()
            .matches("new in [234] of 4 candidate runs, 0 of 4 baseline runs.* \\(Fisher p = .*"),
        buffers.toString());
  }

  @Test
  void injectedCpuWorkRegressesOnCpuTimePerRequest() throws IOException {
    CommandRun result = gate(baseline, moreCpu);
    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.out() + result.err());
    // Allocation per request may regress too: the profile's start-up allocation is shared by the
    // fewer requests a slower server answers in one second.
    assertEquals("regression", verdicts(result).get("cpu-time-per-request"));
  }

  /**
   * The demo's two kinds of set, the legacy variant's and the optimized one's (here with injected
   * CPU work), recorded by real runs: compare and the gate give every metric the gate checks the
   * same verdict, and the gate's reason begins with compare's words for it. With 4 runs a side the
   * load-dependent metrics are "inconclusive (needs 7 runs)" (6 for a family of 8 or fewer) on
   * both, never a pass.
   */
  @Test
  void compareAndTheGateJudgeEveryMetricOfTwoSetsAlike() throws IOException {
    CommandRun compared =
        CommandRun.of("compare", "--format", "json", legacy.toString(), moreCpu.toString());
    assertEquals(0, compared.exitCode(), compared.err());
    Map<String, JsonNode> changes = new TreeMap<>();
    for (JsonNode change : Json.mapper().readTree(compared.out()).get("metrics")) {
      changes.put(change.get("id").asText(), change);
    }
    Map<String, JsonNode> checks = checks(gate(List.of(legacy), moreCpu));
    assertTrue(checks.size() >= 9, checks.keySet().toString());
    for (Map.Entry<String, JsonNode> entry : checks.entrySet()) {
      JsonNode check = entry.getValue();
      JsonNode change = changes.get(entry.getKey());
      String both = entry.getKey() + ": gate " + check + "\ncompare " + change;
      if (check.at("/baseline/n").asInt() == 0 || check.at("/candidate/n").asInt() == 0) {
        // A metric one side lacks (the live-set fit needs pauses a short run may not have):
        // compare says which side has it and the gate cannot judge it.
        assertTrue(change != null && change.get("verdict").asText().startsWith("only-"), both);
        assertEquals("inconclusive", check.get("verdict").asText(), both);
        assertTrue(check.get("note").asText().startsWith("no " + entry.getKey() + " in the"), both);
        continue;
      }
      assertTrue(change != null, both);
      assertTrue(check.get("note").asText().startsWith(change.get("method").asText()), both);
      assertEquals(compareVerdict(check), change.get("verdict").asText(), both);
      if (!LoadDependentChecks.inFamily(entry.getKey())) {
        continue;
      }
      assertEquals("inconclusive", check.get("verdict").asText(), both);
      // 7 a side for 9 or more load-dependent metrics, 6 for 5 to 8 of them: more than these 4.
      assertTrue(check.get("note").asText().matches("inconclusive \\(needs [67] runs\\).*"), both);
    }
  }

  /** The compare verdict that says what a gate check says, its budget aside. */
  private static String compareVerdict(JsonNode check) {
    String note = check.get("note").asText();
    return switch (check.get("verdict").asText()) {
      case "inconclusive" -> "inconclusive";
      case "improved" -> "better";
      case "regression" -> "worse";
      default -> note.contains("; worse, within budget") ? "worse" : "within-noise";
    };
  }

  private static Path set(String name, String... serverOptions) {
    List<String> options = new ArrayList<>(List.of("--repeat", String.valueOf(RUNS_A_SIDE)));
    options.addAll(List.of(serverOptions));
    return run(temp.resolve(name), options.toArray(String[]::new));
  }

  private static Path run(Path dir, String... options) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "run",
                "--out",
                dir.toString(),
                "--duration",
                "1s",
                "--warmup",
                "1s",
                "--events",
                "alloc"));
    args.addAll(List.of(options));
    CommandRun result = CommandRun.of(args.toArray(String[]::new));
    assertEquals(0, result.exitCode(), dir + ": " + result.err());
    return dir;
  }

  private static CommandRun gate(List<Path> base, Path candidate, String... more) {
    return gate(base, List.of(candidate), more);
  }

  private static CommandRun gate(List<Path> base, List<Path> candidate, String... more) {
    List<String> args = new ArrayList<>(List.of("--format", "json"));
    args.addAll(List.of(more));
    return GateRuns.gate(base, candidate, args.toArray(String[]::new));
  }

  /** Each check of the verdict's JSON by metric id. */
  private static Map<String, JsonNode> checks(CommandRun result) throws IOException {
    Map<String, JsonNode> checks = new TreeMap<>();
    for (JsonNode check : Json.mapper().readTree(result.out()).get("checks")) {
      checks.put(check.get("id").asText(), check);
    }
    return checks;
  }

  /** Each check's verdict, lower case, by metric id. */
  private static Map<String, String> verdicts(CommandRun result) throws IOException {
    Map<String, String> verdicts = new TreeMap<>();
    checks(result)
        .forEach((id, check) -> verdicts.put(id, check.get("verdict").asText().toLowerCase()));
    return verdicts;
  }
}
