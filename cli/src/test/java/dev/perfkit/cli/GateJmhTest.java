package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.cli.jmh.GateBenchmarks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

/**
 * The gate over real JMH 1.37 result files as JMH users make them: {@link GateBenchmarks} with 5
 * forks a side and {@code -prof gc}. Five files of the untouched control benchmark and one of it
 * measured with fewer iterations; a baseline of {@code work} and {@code allocate}, and a candidate
 * whose {@code work} burns 13.6% more CPU per operation and whose {@code allocate} makes an array
 * 1,024 bytes larger. Runs side by side (JmhRuns), in about three minutes on 2 shared cores under a
 * load average of 24.
 */
class GateJmhTest {

  private static final String WORK = JmhRuns.benchmark("work") + " [thrpt]";
  private static final String CONTROL = JmhRuns.benchmark("control") + " [thrpt]";
  private static final String ALLOCATION =
      JmhRuns.benchmark("allocate") + ":gc.alloc.rate.norm [thrpt]";
  private static final String CONTROL_ALLOCATION =
      JmhRuns.benchmark("control") + ":gc.alloc.rate.norm [thrpt]";

  /** 13.6% more CPU work per operation: 1,000 tokens against 1,136. */
  private static final long SLOWER_TOKENS = 1_136;

  /** One kilobyte more per operation. */
  private static final int MORE_BYTES = 1_024;

  @TempDir static Path jmh;
  @TempDir Path dir;

  /** Five runs of the control benchmark alone. */
  static final List<Path> controls = new ArrayList<>();

  static Path baseline;
  static Path slower;
  static Path shorter;

  /**
   * Two rounds, each of runs that do the same benchmarks in the same order side by side, so that
   * each meets the same neighbours: five control runs (and one of fewer iterations); then the
   * baseline and the candidate of work and allocate. A control run beside a run of other benchmarks
   * was five times slower than the control measured in it, as each met another load.
   */
  @BeforeAll
  static void runJmh() throws Exception {
    List<JmhRuns.Run> runs = new ArrayList<>();
    for (int i = 1; i <= 5; i++) {
      Path file = jmh.resolve("control-" + i + ".json");
      controls.add(file);
      runs.add(JmhRuns.Run.of(file, "control"));
    }
    shorter = jmh.resolve("shorter.json");
    runs.add(JmhRuns.Run.of(shorter, "control").measuring(1, 2));
    JmhRuns.runTogether(runs.toArray(JmhRuns.Run[]::new));
    baseline = jmh.resolve("baseline.json");
    slower = jmh.resolve("slower.json");
    JmhRuns.runTogether(
        JmhRuns.Run.of(baseline, "work", "allocate").interpretedOnly(),
        JmhRuns.Run.of(slower, "work", "allocate")
            .interpretedOnly()
            .with(GateBenchmarks.TOKENS, SLOWER_TOKENS)
            .with(GateBenchmarks.EXTRA_BYTES, MORE_BYTES));
  }

  /**
   * 13.6% more work per operation is about 12% less throughput: beyond the default 5% budget, and
   * significant when the 5 forks a side are steadier than that. On this shared machine under a load
   * average of 24, fork means of the same code differed by 20% and more; the test then says so and
   * skips the verdict on work rather than pass or fail on the machine's luck. The noise is measured
   * on the control benchmark of the same two files, forks run at the same time.
   */
  @Test
  void aThirteenPercentSlowerBenchmarkFails() throws Exception {
    // Exit 3 either way: the candidate's kilobyte more per operation fails bytes per operation.
    CommandRun result = gate(baseline, slower, "--format", "json");
    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.err() + result.out());
    JsonNode work = check(result, WORK);
    assertEquals(5, work.path("baseline").path("n").asInt(), work.toString());
    assertEquals(5, work.path("candidate").path("n").asInt(), work.toString());
    double relative = relative(work);
    double noise = Math.max(spread(baseline, WORK), spread(slower, WORK));
    Assumptions.assumeTrue(
        noise <= 0.04,
        String.format(
            Locale.ROOT,
            "work's fork means spread %.1f%% (coefficient of variation): too noisy a machine"
                + " to tell 13.6%% apart with 5 forks; work's verdict was %s at %+.1f%%",
            noise * 100,
            work.path("verdict").asText(),
            relative * 100));
    assertTrue(relative < 0, work.toString());
    assertEquals("regression", work.path("verdict").asText(), work.toString());
    // 1,000 against 1,136 tokens: -12.0% in theory, give or take the machine's noise.
    assertTrue(relative > -0.20 && relative < -0.06, work.toString());
  }

  /**
   * {@code allocate} makes a {@code byte[64]} (80 bytes with its header) in the baseline, a {@code
   * byte[1088]} (1,104 bytes) in the candidate: exactly 1,024 bytes more per operation, which JMH's
   * {@code -prof gc} measures and the gate checks under its own name; the rate per second is not
   * checked unless named.
   */
  @Test
  void aKilobyteMorePerOperationFailsOnBytesPerOperation() throws Exception {
    Path xml = dir.resolve("gate.xml");
    CommandRun result = gate(baseline, slower, "--format", "json", "--junit", xml.toString());
    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.err() + result.out());
    JsonNode allocation = check(result, ALLOCATION);
    assertEquals("regression", allocation.path("verdict").asText(), allocation.toString());
    assertEquals("B/op", allocation.path("unit").asText(), allocation.toString());
    double median = allocation.path("baseline").path("median").asDouble();
    assertTrue(median >= 80 && median < 90, allocation.toString());
    double shift = allocation.path("shift").path("estimate").asDouble();
    assertEquals(MORE_BYTES, shift, 8, allocation.toString());
    assertEquals(5, allocation.path("candidate").path("n").asInt(), allocation.toString());
    assertTrue(
        findCheck(result, JmhRuns.benchmark("allocate") + ":gc.alloc.rate [thrpt]") == null,
        result.out());
    Element failed = failedTestcase(xml, ALLOCATION);
    assertNotNull(failed, Files.readString(xml));

    CommandRun named =
        gate(
            baseline,
            slower,
            "--format",
            "json",
            "--max-regression",
            JmhRuns.benchmark("allocate") + ":gc.alloc.rate.norm=none",
            "--max-regression",
            JmhRuns.benchmark("allocate") + ":gc.alloc.rate=1000%");
    assertTrue(findCheck(named, ALLOCATION) == null, named.out());
    JsonNode rate = check(named, JmhRuns.benchmark("allocate") + ":gc.alloc.rate [thrpt]");
    assertEquals("MB/sec", rate.path("unit").asText(), rate.toString());
  }

  /**
   * The control benchmark, the same code in all five files, gated file against file: each of the 10
   * pairs (i < j, the earlier file as baseline) once. The pairs share files, so they are not 10
   * independent trials; what they show is that no two of five runs of the same code differ enough
   * for the gate to fail, neither on throughput nor on bytes per operation. The five ran side by
   * side, fork i of each at about the same time, so the machine's drift weighs on all alike; the
   * same control run beside runs of other benchmarks was five times slower (61.6 against 11.7
   * ops/ms, p = 0.008) and failed, which is the drift, not the gate, at fault. Bytes per operation
   * of this benchmark that allocates nothing were 0.42 against 1.49 B/op there, in step with the
   * throughput: JMH's bookkeeping, which the 16 B/op floor keeps from failing.
   */
  @Test
  void anUntouchedControlDoesNotFailOverTenPairs() throws Exception {
    List<String> verdicts = new ArrayList<>();
    for (int i = 0; i < controls.size(); i++) {
      for (int j = i + 1; j < controls.size(); j++) {
        CommandRun result = gate(controls.get(i), controls.get(j), "--format", "json");
        for (String id : List.of(CONTROL, CONTROL_ALLOCATION)) {
          JsonNode check = check(result, id);
          assertEquals(5, check.path("baseline").path("n").asInt(), check.toString());
          verdicts.add(
              String.format(
                  Locale.ROOT,
                  "%d-%d %s p=%.3f %s",
                  i + 1,
                  j + 1,
                  id.equals(CONTROL) ? "ops/ms" : "B/op",
                  check.path("pValue").asDouble(),
                  check.path("verdict").asText()));
        }
        assertEquals(ExitCode.OK, result.exitCode(), verdicts + result.err() + result.out());
      }
    }
    // What the pairs gave, for the record of a run: the test's output, beside its report.
    System.out.println("control pairs: " + verdicts);
    assertEquals(20, verdicts.size());
    assertFalse(verdicts.stream().anyMatch(v -> v.endsWith("regression")), verdicts.toString());
  }

  /** Several files of one side pool their forks: 2 files of 5 forks are 10 samples. */
  @Test
  void filesOfOneSidePoolTheirForks() throws Exception {
    CommandRun result =
        GateRuns.gate(
            List.of(controls.get(1), controls.get(2)),
            List.of(controls.get(3), controls.get(4)),
            "--format",
            "json");
    JsonNode control = check(result, CONTROL);
    assertEquals(10, control.path("baseline").path("n").asInt(), control.toString());
    assertEquals(10, control.path("candidate").path("n").asInt(), control.toString());
  }

  @Test
  void fewerMeasurementIterationsAreRefused() {
    CommandRun result = gate(controls.get(1), shorter);
    assertEquals(ExitCode.USAGE, result.exitCode(), result.err() + result.out());
    assertTrue(
        result
            .err()
            .contains(
                "perfkit: the baseline and the candidate measured differently, measurement"
                    + " '3 x 200 ms' in baseline, '2 x 200 ms' in candidate ("
                    + CONTROL
                    + "): run them alike to compare them"),
        result.err());
  }

  @Test
  void filesOfOneSideMeasuredDifferentlyAreRefused() {
    CommandRun result = GateRuns.gate(List.of(controls.get(1), shorter), List.of(controls.get(2)));
    assertEquals(ExitCode.USAGE, result.exitCode(), result.err() + result.out());
    assertTrue(
        result.err().contains("perfkit: files of one side measured differently, measurement"),
        result.err());
  }

  /** The candidate's JVMs had other system properties: a note, since flags may be the change. */
  @Test
  void otherJvmArgumentsAreNoted() {
    CommandRun result = gate(baseline, slower);
    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.err() + result.out());
    assertTrue(
        result
            .err()
            .contains(
                "perfkit: note: the baseline and the candidate ran differently, JVM args"
                    + " '-Xint -XX:+UseSerialGC' in baseline,"
                    + " '-Xint -XX:+UseSerialGC -D"
                    + GateBenchmarks.TOKENS
                    + "="
                    + SLOWER_TOKENS
                    + " -D"
                    + GateBenchmarks.EXTRA_BYTES
                    + "="
                    + MORE_BYTES
                    + "' in candidate ("
                    + JmhRuns.benchmark("allocate")
                    + " [thrpt] and 1 more): judged with the code"),
        result.err());
  }

  @Test
  void theSameResultsOnBothSidesAreRefused() throws Exception {
    Path copy = dir.resolve("copy.json");
    Files.copy(controls.get(1), copy);
    for (Path candidate : List.of(controls.get(1), copy)) {
      CommandRun result = gate(controls.get(1), candidate);
      assertEquals(ExitCode.USAGE, result.exitCode(), result.err() + result.out());
      assertTrue(
          result
              .err()
              .contains(
                  "--baseline "
                      + controls.get(1)
                      + " and --candidate "
                      + candidate
                      + " hold the same results: a file against itself can only pass"),
          result.err());
    }
  }

  /**
   * A primary score whose JMH error is over 20% of it is noted, the others are not; which are is
   * worked out here from the file's own score and scoreError.
   */
  @Test
  void scoresWithALargeJmhErrorAreNoted() throws Exception {
    CommandRun result = gate(baseline, slower);
    for (Path file : List.of(baseline, slower)) {
      for (JsonNode benchmark : Json.mapper().readTree(file.toFile())) {
        JsonNode primary = benchmark.path("primaryMetric");
        double share = primary.path("scoreError").asDouble() / primary.path("score").asDouble();
        String id = benchmark.path("benchmark").asText() + " [thrpt]";
        String note = "perfkit: note: " + file + ": " + id + " scored ";
        assertEquals(share > 0.20, result.err().contains(note), share + "\n" + result.err());
      }
    }
  }

  /** A copy of a real file whose work score JMH gave an error of twice the score. */
  @Test
  void aScoreWithAnErrorTwiceItsSizeIsNoted() throws Exception {
    JsonNode tree = Json.mapper().readTree(baseline.toFile());
    for (JsonNode benchmark : tree) {
      com.fasterxml.jackson.databind.node.ObjectNode primary =
          (com.fasterxml.jackson.databind.node.ObjectNode) benchmark.path("primaryMetric");
      primary.put("score", 67.0);
      primary.put("scoreError", 136.0);
    }
    Path noisy = dir.resolve("noisy.json");
    Json.mapper().writeValue(noisy.toFile(), tree);
    CommandRun result = gate(noisy, slower);
    assertTrue(
        result
            .err()
            .contains(
                "perfkit: note: "
                    + noisy
                    + ": "
                    + WORK
                    + " scored 67.00 ± 136.0 ops/ms: JMH's error is 203% of the score (over 20%)"),
        result.err());
  }

  private static CommandRun gate(Path baseline, Path candidate, String... more) {
    return GateRuns.gate(List.of(baseline), List.of(candidate), more);
  }

  private static JsonNode check(CommandRun result, String id) throws IOException {
    JsonNode check = findCheck(result, id);
    assertNotNull(check, "no check " + id + " in\n" + result.out() + result.err());
    return check;
  }

  private static JsonNode findCheck(CommandRun result, String id) throws IOException {
    for (JsonNode check : Json.mapper().readTree(result.out()).path("checks")) {
      if (check.path("id").asText().equals(id)) {
        return check;
      }
    }
    return null;
  }

  /** The shift relative to the baseline's median. */
  private static double relative(JsonNode check) {
    return check.path("shift").path("estimate").asDouble()
        / check.path("baseline").path("median").asDouble();
  }

  /** The coefficient of variation of the fork means of {@code id} in {@code file}. */
  private static double spread(Path file, String id) throws IOException {
    for (JsonNode benchmark : Json.mapper().readTree(file.toFile())) {
      if ((benchmark.path("benchmark").asText() + " [thrpt]").equals(id)) {
        List<Double> means = new ArrayList<>();
        for (JsonNode fork : benchmark.path("primaryMetric").path("rawData")) {
          double[] scores = new double[fork.size()];
          for (int i = 0; i < scores.length; i++) {
            scores[i] = fork.get(i).asDouble();
          }
          means.add(Arrays.stream(scores).average().orElseThrow());
        }
        double mean = means.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double variance =
            means.stream().mapToDouble(m -> (m - mean) * (m - mean)).sum() / (means.size() - 1);
        return Math.sqrt(variance) / mean;
      }
    }
    throw new AssertionError("no " + id + " in " + file);
  }

  private static Element failedTestcase(Path xml, String name) throws Exception {
    var cases =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(xml.toFile())
            .getElementsByTagName("testcase");
    for (int i = 0; i < cases.getLength(); i++) {
      Element testcase = (Element) cases.item(i);
      if (testcase.getAttribute("name").equals(name)
          && testcase.getElementsByTagName("failure").getLength() == 1) {
        return testcase;
      }
    }
    return null;
  }
}
