package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
 * The gate end to end over real repeated runs of the bundled server: four sets of 4 one-second runs
 * after a one-second warm-up (the allocation event alone), one optimized baseline shared by every
 * candidate. An injected allocation is measured per request in RegressionInjectionTest; here the
 * legacy variant's buffers are the allocation regression, and injected CPU work the CPU one, to
 * keep the suite short.
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
   * about by chance or drift alone, as it did once in CI (+33%, with no warm-up). The budget is
   * what keeps such a shift from a false alarm, as in GateCommandTest's JMH A/A check; the injected
   * regressions below are judged with the default 5%.
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

  @TempDir static Path temp;
  static Path baseline;
  static Path sameAgain;
  static Path legacy;
  static Path moreCpu;

  @BeforeAll
  static void runSets() {
    baseline = set("baseline", "--variant", "optimized");
    sameAgain = set("same-again", "--variant", "optimized");
    legacy = set("legacy", "--variant", "legacy");
    // About 40 us of CPU per request is the optimized variant's own: this is several times that, so
    // the injected change dwarfs the noise of 4 runs a side.
    moreCpu = set("more-cpu", "--variant", "optimized", "--inject-cpu-ns", "200000");
  }

  @Test
  void aRepeatOfTheSameRunsPasses() throws IOException {
    Path budget = temp.resolve("robust.yml");
    Files.writeString(budget, ROBUST_ONLY);
    CommandRun result = gate(baseline, sameAgain, "--budget", budget.toString());
    assertEquals(0, result.exitCode(), result.out() + result.err());
    // The second set runs after the first on a machine whose state drifts, so a shift beyond the
    // budget the other way, an improvement, is no error; what must never happen is a regression.
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

  @Test
  void injectedCpuWorkRegressesOnCpuTimePerRequest() throws IOException {
    CommandRun result = gate(baseline, moreCpu);
    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.out() + result.err());
    // Allocation per request may regress too: the profile's start-up allocation is shared by the
    // fewer requests a slower server answers in one second.
    assertEquals("regression", verdicts(result).get("cpu-time-per-request"));
  }

  private static Path set(String name, String... serverOptions) {
    Path dir = temp.resolve(name);
    List<String> args =
        new ArrayList<>(
            List.of(
                "run",
                "--out",
                dir.toString(),
                "--repeat",
                "4",
                "--duration",
                "1s",
                "--warmup",
                "1s",
                "--events",
                "alloc"));
    args.addAll(List.of(serverOptions));
    CommandRun result = CommandRun.of(args.toArray(String[]::new));
    assertEquals(0, result.exitCode(), name + ": " + result.err());
    return dir;
  }

  private static CommandRun gate(Path base, Path candidate, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "gate",
                "--baseline",
                base.toString(),
                "--candidate",
                candidate.toString(),
                "--format",
                "json"));
    args.addAll(List.of(more));
    return CommandRun.of(args.toArray(String[]::new));
  }

  /** Each check's verdict, lower case, by metric id. */
  private static Map<String, String> verdicts(CommandRun result) throws IOException {
    Map<String, String> verdicts = new TreeMap<>();
    for (JsonNode check : new ObjectMapper().readTree(result.out()).get("checks")) {
      verdicts.put(check.get("id").asText(), check.get("verdict").asText().toLowerCase());
    }
    return verdicts;
  }
}
