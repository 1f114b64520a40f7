package dev.perfkit.analyzers.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Budgets as written, in a file or a flag, and their errors, each in one line. */
class BudgetsTest {

  @TempDir Path dir;

  @Test
  void relativeAndAbsoluteBudgetsInTheMetricsUnit() {
    assertEquals(5.0, Budget.parse("5%").allowed(100, "ms/request"), 1e-12);
    assertEquals(2.0, Budget.parse("2 ms").allowed(100, "ms/request"), 1e-12);
    assertEquals(2e6, Budget.parse("2ms").allowed(100, "ns/op"), 1e-6);
    assertEquals(65536, Budget.parse("64 KiB").allowed(1, "bytes/request"), 1e-12);
    assertEquals(0.005, Budget.parse("0.5pp").allowed(0.9, "fraction"), 1e-12);
    assertEquals(1000, Budget.parse("1000").allowed(20000, "requests/s"), 1e-12);
  }

  @Test
  void badBudgetsSayWhatIsWrong() {
    assertEquals(
        "budget 'five' is not a number with % or a unit (5%, 2 ms, 64 KiB, 0.5pp)",
        assertThrows(IllegalArgumentException.class, () -> Budget.parse("five")).getMessage());
    assertEquals(
        "budget '5 parsecs' has an unknown unit 'parsecs' (ns, us, ms, s, B, KiB, MiB, pp)",
        assertThrows(IllegalArgumentException.class, () -> Budget.parse("5 parsecs")).getMessage());
    Budgets budgets = Budgets.defaults();
    assertEquals(
        "a budget in KiB cannot bound a metric in ms",
        assertThrows(
                IllegalArgumentException.class,
                () -> budgets.set("latency-p99", Budget.parse("5 KiB")))
            .getMessage());
  }

  @Test
  void defaultsCheckTheRobustMetricsFirst() {
    List<String> ids = Budgets.defaults().metricIds();
    assertEquals(
        List.of(
            "cpu-time-per-request",
            "alloc-bytes-per-request",
            "live-set-growth",
            "throughput",
            "success-rate",
            "latency-p50",
            "latency-p99",
            "latency-max",
            "alloc-rate",
            "gc-pause-share",
            "gc-pause-max",
            "time-to-steady-state"),
        ids);
  }

  @Test
  void aFileSetsBudgetsOnTopOfTheDefaults() throws Exception {
    Path file =
        write(
            "# the service's budget\n"
                + "budgets:\n"
                + "  cpu-time-per-request: 2%\n"
                + "  latency-max: none\n"
                + "  \"cpu-share:dev.perfkit.server.LegacyRequestReader.read\": 1pp\n"
                + "  dev.perfkit.bench.ParseBench.parse: 10%\n"
                + "fail-on-new: [inlining-failure, warning]\n");
    Budgets budgets = BudgetFile.read(file);
    assertEquals(0.02, budgets.forMetric("cpu-time-per-request").amount(), 1e-12);
    assertNull(budgets.forMetric("latency-max"));
    assertTrue(
        budgets.metricIds().contains("cpu-share:dev.perfkit.server.LegacyRequestReader.read"));
    assertTrue(budgets.named("cpu-share:dev.perfkit.server.LegacyRequestReader.read"));
    assertEquals("10%", budgets.forBenchmark("dev.perfkit.bench.ParseBench.parse", "x").text());
    assertEquals("5%", budgets.forBenchmark("other", "other [thrpt]").text());
    assertEquals(Set.of("inlining-failure", "WARNING"), budgets.failOnNew());
  }

  @Test
  void errorsNameTheFileAndTheLine() throws Exception {
    assertFileError(
        "budgets:\n  throughput: 5%\n  latency-p99: lots\n",
        "line 3: latency-p99: budget 'lots' is not a number with % or a unit (5%, 2 ms, 64 KiB, 0.5pp)");
    assertFileError(
        "budgets:\n  latency-p99: 5 KiB\n",
        "line 2: latency-p99: a budget in KiB cannot bound a metric in ms");
    assertFileError(
        "budget:\n  throughput: 5%\n", "line 1: unknown key 'budget' (budgets, fail-on-new)");
    assertFileError(
        "fail-on-new: [inlining-failure, slow-warmups]\n",
        "line 1: fail-on-new: 'slow-warmups' is neither a rule (slow-warmup, jit-busy,"
            + " interpreted-hot-code, inlining-failure, long-compilation, gc-overhead, full-gc,"
            + " growing-live-set, long-gc-pause, hot-allocation-site, dominant-frame,"
            + " hot-cpu-subtree, hot-allocation-subtree, lock-contention) nor a"
            + " severity (INFO, WARNING)");
    assertFileError(
        "budgets:\n  throughput: [5%]\n",
        "line 2: throughput: a budget is one value, like 5% or 2 ms");
    assertFileError("budgets: {throughput: 5%\n", "line 1: not YAML: while parsing a flow mapping");
  }

  private void assertFileError(String yaml, String expected) throws Exception {
    Path file = write(yaml);
    UnreadableEvidenceException e =
        assertThrows(UnreadableEvidenceException.class, () -> BudgetFile.read(file));
    assertTrue(e.getMessage().startsWith(file + ": " + expected), e.getMessage());
    assertEquals(1, e.getMessage().lines().count(), e.getMessage());
  }

  private Path write(String yaml) throws Exception {
    Path file = dir.resolve("perfkit-budget.yml");
    Files.writeString(file, yaml);
    return file;
  }
}
