package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.history.HistoryEntry;
import dev.perfkit.analyzers.history.store.HistoryStore;
import dev.perfkit.analyzers.history.store.StoreAddress;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code perfkit history changes} on a history whose CPU time per request rises 10% at commit c24
 * of 30 and whose throughput stays flat: the change point, its direction and the exit code by how
 * many newest commits count; and every bad input refused in one line.
 */
class HistoryChangesCommandTest {

  @TempDir static Path temp;
  static Path db;

  /** Values 0.100 + (i % 3) / 1000 ms, 10% more from {@code c24} on; throughput flat. */
  @BeforeAll
  static void aHistoryOf30Commits() throws IOException {
    db = temp.resolve("history.db");
    try (HistoryStore store = HistoryStore.open(StoreAddress.ofFile(db))) {
      for (int i = 0; i < 30; i++) {
        double cpu = (i < 24 ? 0.100 : 0.110) + (i % 3) / 1000.0;
        double throughput = 1000 + (i % 4);
        store.record(entry("c" + i, "main", i, cpu, throughput));
      }
      store.record(entry("x0", "other", 40, 1, 1));
    }
  }

  static HistoryEntry entry(String commit, String branch, int second, double cpu, double rps) {
    var identity =
        new HistoryEntry.Identity(
            null, null, null, Map.of(), null, List.of(), null, null, null, null);
    return new HistoryEntry(
        commit,
        branch,
        Instant.ofEpochSecond(1_800_000_000L + second),
        identity,
        1,
        "test",
        List.of(value(MetricKind.CPU_TIME_PER_REQUEST, cpu), value(MetricKind.THROUGHPUT, rps)));
  }

  private static HistoryEntry.Value value(MetricKind metric, double value) {
    return new HistoryEntry.Value(metric.id(), value, metric.unit().jsonName(), List.of());
  }

  @Test
  void aRegressionSixCommitsBackIsReportedButNotRecentByDefault() {
    CommandRun result = CommandRun.of("history", "changes", "--db", db.toString());
    assertEquals(ExitCode.OK, result.exitCode(), result.err());
    assertTrue(
        result.out().contains("CPU time per request (cpu-time-per-request, lower is better)"),
        result.out());
    assertTrue(result.out().contains("#25 of 30  c24  regression +"), result.out());
    assertTrue(result.out().contains("throughput (throughput, higher is better)"), result.out());
    assertTrue(result.out().contains("30 points: no change point"), result.out());
    assertTrue(
        result.out().contains("No regression change point on the newest 5 commits."), result.out());
    result.out().lines().forEach(line -> assertTrue(line.length() <= 100, line));
  }

  @Test
  void itExitsThreeWhenTheNewestCommitsHoldIt() {
    CommandRun result = CommandRun.of("history", "changes", "--db", db.toString(), "--newest", "6");
    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.err());
    assertTrue(result.out().contains("1 regression on the newest 6 commits:"), result.out());
    assertTrue(result.out().contains("  cpu-time-per-request at c24 +"), result.out());
  }

  @Test
  void theJsonHoldsTheNumbersAPlainMeanGives() throws IOException {
    CommandRun result =
        CommandRun.of(
            "history", "changes", "--db", db.toString(), "--format", "json", "--newest", "6");
    assertEquals(ExitCode.REGRESSION, result.exitCode(), result.err());
    JsonNode json = new ObjectMapper().readTree(result.out());
    assertEquals(1, json.get("recentRegressions").asInt());
    // In the catalog's order: throughput, then CPU time per request.
    JsonNode cpu = json.get("metrics").get(1);
    assertEquals("cpu-time-per-request", cpu.get("metric").asText());
    JsonNode change = cpu.get("changePoints").get(0);
    assertEquals(24, change.get("index").asInt());
    assertEquals("c24", change.get("commit").asText());
    assertEquals("regression", change.get("direction").asText());
    assertTrue(change.get("recent").asBoolean());
    double before = 0;
    for (int i = 0; i < 24; i++) {
      before += 0.100 + (i % 3) / 1000.0;
    }
    assertEquals(before / 24, change.get("meanBefore").asDouble(), 1e-12);
    assertTrue(change.get("pValue").asDouble() < 0.001, change.toString());
    assertEquals("throughput", json.get("metrics").get(0).get("metric").asText());
    assertEquals(0, json.get("metrics").get(0).get("changePoints").size());
  }

  @Test
  void markdownIsATableRowPerChangePoint() {
    CommandRun result =
        CommandRun.of(
            "history",
            "changes",
            "--db",
            db.toString(),
            "--format",
            "markdown",
            "--metric",
            "cpu-time-per-request");
    assertEquals(ExitCode.OK, result.exitCode(), result.err());
    assertTrue(
        result
            .out()
            .contains("| CPU time per request (cpu-time-per-request) | 30 | #25 of 30 | `c24` |"),
        result.out());
    assertTrue(!result.out().contains("throughput"), result.out());
  }

  @Test
  void badInputIsOneLine() throws IOException {
    Path missing = temp.resolve("none.db");
    CommandRun.assertRefused(
        ExitCode.FAILURE,
        "perfkit: "
            + missing
            + ": no such history (record a run into it first: perfkit history record)",
        "history",
        "changes",
        "--db",
        missing.toString());
    CommandRun.assertRefused(
        ExitCode.FAILURE,
        "perfkit: " + db + ": nothing recorded on branch 'nope'",
        "history",
        "changes",
        "--db",
        db.toString(),
        "--branch",
        "nope");
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: --newest: '0' is not a whole number from 1 up"
            + " (see 'perfkit history changes --help')",
        "history",
        "changes",
        "--db",
        db.toString(),
        "--newest",
        "0");
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: unknown metric 'cpu' (docs/summary.md lists them)"
            + " (see 'perfkit history changes --help')",
        "history",
        "changes",
        "--db",
        db.toString(),
        "--metric",
        "cpu");
    Path foreign = Files.writeString(temp.resolve("foreign.db"), "not a database\n");
    CommandRun result = CommandRun.of("history", "changes", "--db", foreign.toString());
    assertEquals(ExitCode.FAILURE, result.exitCode(), result.err());
    assertEquals(1, result.err().lines().count(), result.err());
    assertTrue(result.err().startsWith("perfkit: " + foreign + ": "), result.err());
  }
}
