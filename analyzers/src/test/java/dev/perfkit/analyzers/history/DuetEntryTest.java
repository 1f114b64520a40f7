package dev.perfkit.analyzers.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.gate.duet.DuetRecord;
import dev.perfkit.analyzers.gate.duet.DuetRound;
import dev.perfkit.analyzers.gate.duet.SideReading;
import dev.perfkit.analyzers.history.HistoryEntry.Value;
import dev.perfkit.analyzers.history.output.ShownHistory;
import dev.perfkit.analyzers.history.output.TextHistoryFormat;
import dev.perfkit.analyzers.history.store.HistoryStore;
import dev.perfkit.analyzers.history.store.StoreAddress;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A duet recorded in a history: its ratios to the reference, a series of their own. */
class DuetEntryTest {

  private static final Instant RECORDED = Instant.parse("2026-11-28T18:00:00Z");

  @TempDir Path dir;

  @Test
  void eachMetricIsTheMedianOfTheRoundsRatiosWithEachRoundKept() {
    // CPU per request: the reference 50 us a request each round; the candidate 52, 51.5 and 53.
    // Allocation: 1,000 B a request against 1,010 B, unknown on the candidate's side in round 3.
    HistoryEntry entry =
        HistoryEntry.ofDuet(
            duet(round(1, 0.052, 1_010.0), round(2, 0.0515, 1_010.0), round(3, 0.053, null)),
            "abc123",
            "main",
            RECORDED,
            "runs/duet");

    assertEquals(3, entry.runs());
    Value cpu = entry.values().get(0);
    assertEquals("cpu-time-per-request/vs-reference", cpu.metricId());
    assertEquals("ratio", cpu.unit());
    assertEquals(1.04, cpu.value(), 1e-9);
    assertEquals(3, cpu.runValues().size());
    assertEquals(1.03, cpu.runValues().get(1), 1e-9);
    Value alloc = entry.values().get(1);
    assertEquals("alloc-bytes-per-request/vs-reference", alloc.metricId());
    assertEquals(1.01, alloc.value(), 1e-9);
    assertEquals(2, alloc.runValues().size(), "round 3 measured allocation on one side only");
    assertEquals("duet", entry.identity().target());
    assertEquals("bundled server (legacy, +2500 ns a request)", entry.identity().targetCommand());
    assertEquals(
        Map.of(
            "reference", "bundled server (legacy)",
            "rounds", "3",
            "measured seconds", "12.0",
            "requests per second a side", "2500.0"),
        entry.identity().configuration());
  }

  @Test
  void theRatiosAreASeriesApartFromTheRunsOwnValuesAndShowAsRatios() throws Exception {
    StoreAddress store = StoreAddress.of(dir.resolve("history.db").toString());
    try (HistoryStore history = HistoryStore.open(store)) {
      history.record(
          HistoryEntry.ofDuet(
              duet(round(1, 0.0505, 1_000.0), round(2, 0.0515, 1_000.0)),
              "first",
              "main",
              RECORDED,
              "runs/duet-1"));
      history.record(
          new HistoryEntry(
              "second",
              "main",
              RECORDED.plusSeconds(60),
              new HistoryEntry.Identity(
                  "bundled-server", null, null, Map.of(), null, List.of(), null, null, null, null),
              1,
              "runs/run-2",
              List.of(new Value("cpu-time-per-request", 0.051, "ms/request", List.of()))));
      List<MetricSeries> series = history.series("main");

      assertEquals(
          List.of(
              "cpu-time-per-request",
              "cpu-time-per-request/vs-reference",
              "alloc-bytes-per-request/vs-reference"),
          series.stream().map(MetricSeries::id).toList());
      MetricSeries cpu = series.get(1);
      assertEquals(MetricKind.CPU_TIME_PER_REQUEST, cpu.metric());
      assertEquals(Unit.RATIO, cpu.unit());
      assertEquals("CPU time per request vs reference", cpu.label());
      assertEquals(1.02, cpu.points().get(0).value(), 1e-9);
      assertEquals(Unit.MILLISECONDS_PER_REQUEST, series.get(0).unit());

      StringWriter text = new StringWriter();
      new TextHistoryFormat()
          .render(new ShownHistory("history.db", "main", series), new PrintWriter(text));
      assertTrue(
          text.toString().contains("CPU time per request vs reference (ratio, lower is better)"),
          text.toString());
      assertTrue(text.toString().contains("1.020x"), text.toString());
    }
  }

  private static DuetRecord duet(DuetRound... rounds) {
    return new DuetRecord(
        DuetRecord.SCHEMA_VERSION,
        "bundled server (legacy)",
        "bundled server (legacy, +2500 ns a request)",
        new DuetRecord.Settings(rounds.length, 3, 12, 2500, 16, "/hello"),
        true,
        null,
        false,
        List.of(rounds),
        null);
  }

  /**
   * A round of 10,000 requests a side: the reference spends 0.5 s of CPU and allocates 10 MB, the
   * candidate {@code candidateCpuMs} a request and {@code candidateBytes} (null: unknown).
   */
  private static DuetRound round(int number, double candidateCpuMs, Double candidateBytes) {
    SideReading reference = new SideReading(1000, 10_000, 0.5, 0.01, 0.45, 0.5, 1e7, 10_000L);
    SideReading candidate =
        new SideReading(
            1001,
            10_000,
            candidateCpuMs * 10,
            0.01,
            0.45,
            null,
            candidateBytes == null ? null : candidateBytes * 10_000,
            candidateBytes == null ? null : 10_000L);
    return new DuetRound(
        number, number % 2 == 1, 9, 12, reference, candidate, List.of(), List.of());
  }
}
