package dev.perfkit.analyzers.gate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.summary.Metric.Better;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * JMH result files as checks: one sample per fork, secondary metrics under their own names, setups
 * and their differences. The file is JMH 1.37's shape (FACTS.md, "JMH 1.37 JSON"), cut down.
 */
class JmhResultsTest {

  @TempDir Path dir;

  @Test
  void eachForkIsOneSampleTheMeanOfItsIterations() throws Exception {
    List<JmhBenchmark> checks = JmhResults.read(file("a.json", "-Xint", 3, 67, 136));
    JmhBenchmark primary = checks.get(0);
    assertEquals("p.B.m [thrpt] (size=8)", primary.id());
    assertArrayEquals(new double[] {2, 5}, primary.samples().values(), 1e-12);
    assertEquals(Better.HIGHER, primary.samples().better());
    assertEquals(67, primary.score(), 0);
    assertEquals(136, primary.error(), 0);
  }

  @Test
  void secondaryMetricsAreChecksUnderTheirOwnNames() throws Exception {
    List<JmhBenchmark> checks = JmhResults.read(file("a.json", "-Xint", 3, 67, 1));
    JmhBenchmark norm = checks.get(1);
    assertEquals("p.B.m:gc.alloc.rate.norm", norm.benchmark());
    assertEquals("p.B.m:gc.alloc.rate.norm [thrpt] (size=8)", norm.id());
    assertEquals("gc.alloc.rate.norm", norm.secondary());
    assertEquals("B/op", norm.samples().unit());
    assertEquals(Better.LOWER, norm.samples().better());
    assertArrayEquals(new double[] {80, 1104}, norm.samples().values(), 1e-12);
    assertEquals("MB/sec", checks.get(2).samples().unit());
  }

  @Test
  void bytesPerOperationAreCheckedByDefaultAtLeastSixteenBytesRatesOnlyWhenNamed()
      throws Exception {
    List<JmhBenchmark> checks = JmhResults.read(file("a.json", "-Xint", 3, 67, 1));
    Budgets budgets = Budgets.defaults();
    Samples tiny = new Samples("x", "B/op", Better.LOWER, new double[] {0.5, 0.6, 0.7, 0.8});
    Budget norm = JmhBudgets.of(budgets, checks.get(1), tiny);
    assertEquals(16, norm.allowed(0.6, "B/op"), 1e-12);
    assertEquals("5%, at least 16 B/op", norm.text());
    Samples large = new Samples("x", "B/op", Better.LOWER, new double[] {1000, 1000, 1000, 1000});
    assertEquals("5%", JmhBudgets.of(budgets, checks.get(1), large).text());
    assertNull(JmhBudgets.of(budgets, checks.get(2), large));
    budgets.set("p.B.m:gc.alloc.rate.norm", Budget.parse("64B"));
    assertEquals(64, JmhBudgets.of(budgets, checks.get(1), tiny).allowed(0.6, "B/op"), 1e-12);
    budgets.set("p.B.m:gc.alloc.rate", Budget.parse("10%"));
    assertEquals("10%", JmhBudgets.of(budgets, checks.get(2), large).text());
  }

  @Test
  void otherMeasurementIsRefusedOtherJvmArgumentsNoted() throws Exception {
    JmhSide base = JmhResults.read(List.of(file("a.json", "-Xint", 3, 67, 1)));
    JmhSide args = JmhResults.read(List.of(file("b.json", "-Xmx1g", 3, 67, 1)));
    assertEquals(
        List.of(
            "the baseline and the candidate ran differently, JVM args '-Xint' in baseline,"
                + " '-Xmx1g' in candidate (p.B.m [thrpt] (size=8)): judged with the code"),
        JmhNotes.across(base, args));
    JmhSide shorter = JmhResults.read(List.of(file("c.json", "-Xint", 2, 67, 1)));
    JmhSetupMismatchException refused =
        assertThrows(JmhSetupMismatchException.class, () -> JmhNotes.across(base, shorter));
    assertEquals(
        "the baseline and the candidate measured differently, measurement '3 x 200 ms' in"
            + " baseline, '2 x 200 ms' in candidate (p.B.m [thrpt] (size=8)): run them alike to"
            + " compare them",
        refused.getMessage());
    assertThrows(
        JmhSetupMismatchException.class,
        () ->
            JmhResults.read(
                List.of(file("d.json", "-Xint", 3, 67, 1), file("e.json", "", 2, 1, 0))));
  }

  @Test
  void aScoreWhoseErrorIsOverAFifthOfItIsNoted() throws Exception {
    Path noisy = file("a.json", "-Xint", 3, 67, 136);
    JmhSide side = JmhResults.read(List.of(noisy, file("b.json", "-Xint", 3, 100, 20)));
    assertEquals(
        List.of(
            noisy
                + ": p.B.m [thrpt] (size=8) scored 67.00 ± 136.0 ops/ms: JMH's error is 203% of"
                + " the score (over 20%)"),
        side.notes());
    assertTrue(side.checks().get(0).samples().size() == 4);
  }

  /** A file of one benchmark, 2 forks of 3 iterations, with -prof gc's two allocation metrics. */
  private Path file(String name, String jvmArg, int iterations, double score, double error)
      throws Exception {
    String args = jvmArg.isEmpty() ? "" : "\"" + jvmArg + "\"";
    String json =
        """
        [{"jmhVersion": "1.37", "benchmark": "p.B.m", "mode": "thrpt", "threads": 1, "forks": 2,
          "jvmArgs": [%s], "jdkVersion": "25.0.3", "vmName": "OpenJDK 64-Bit Server VM",
          "vmVersion": "25.0.3+9-LTS", "warmupIterations": 1, "warmupTime": "200 ms",
          "warmupBatchSize": 1, "measurementIterations": %d, "measurementTime": "200 ms",
          "measurementBatchSize": 1, "params": {"size": "8"},
          "primaryMetric": {"score": %s, "scoreError": %s, "scoreUnit": "ops/ms",
            "rawData": [[1, 2, 3], [4, 5, 6]]},
          "secondaryMetrics": {
            "gc.alloc.rate.norm": {"score": 592, "scoreError": 1, "scoreUnit": "B/op",
              "rawData": [[80, 80, 80], [1104, 1104, 1104]]},
            "gc.alloc.rate": {"score": 4.5, "scoreError": 1, "scoreUnit": "MB/sec",
              "rawData": [[4, 5, 6], [4, 5, 6]]}}}]
        """
            .formatted(args, iterations, score, error);
    Path file = dir.resolve(name);
    Files.writeString(file, json);
    return file;
  }
}
