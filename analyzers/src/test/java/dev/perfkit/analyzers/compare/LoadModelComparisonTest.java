package dev.perfkit.analyzers.compare;

import static dev.perfkit.analyzers.compare.ComparisonFixtures.compare;
import static dev.perfkit.analyzers.compare.ComparisonFixtures.summary;
import static dev.perfkit.analyzers.compare.ComparisonFixtures.withValues;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Better;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Runs under different load models: the runs-differ table names the model, connections and timeout,
 * and the load-dependent metrics are not compared, while the per-request ones still are.
 */
class LoadModelComparisonTest {

  /** Four runs a side, every candidate run far above every baseline run: p = 2/70 alone. */
  private static List<Metric> metrics(double throughput, double allocPerRequest) {
    return List.of(
        withValues(
            "throughput",
            Better.HIGHER,
            throughput,
            throughput + 1,
            throughput + 2,
            throughput + 3),
        withValues(
            "alloc-bytes-per-request",
            Better.LOWER,
            allocPerRequest,
            allocPerRequest + 1,
            allocPerRequest + 2,
            allocPerRequest + 3));
  }

  private static RunSummary under(LoadResults load, List<Metric> metrics) {
    RunSummary s = summary(metrics, List.of());
    return new RunSummary(
        s.schemaVersion(),
        s.perfkitVersion(),
        s.analyzedAt(),
        s.source(),
        s.run(),
        s.metrics(),
        s.findings(),
        s.rules(),
        s.inputs(),
        new Sections(
            null,
            null,
            null,
            null,
            null,
            null,
            new Sections.Load("load/results.json", load),
            null));
  }

  private static LoadResults load(String model, int connections, double rate, Long timeoutMs) {
    Instant start = Instant.parse("2026-11-20T10:00:00Z");
    return new LoadResults(
        LoadResults.SCHEMA_VERSION,
        "hello",
        model,
        connections,
        rate,
        start,
        start.plusSeconds(8),
        true,
        1000,
        1000,
        0,
        Map.of(),
        null,
        new LoadResults.Latency(1, 2, 5, 9, 60, 1.2),
        List.of(),
        "histogram.hlog",
        timeoutMs);
  }

  @Test
  void anOpenRateAgainstClosedConnectionsComparesNoLoadDependentMetric() {
    Comparison comparison =
        compare(
            under(load("open", 64, 6000, 100L), metrics(700, 45_000)),
            under(load("closed", 16, 0, 10_000L), metrics(5500, 4_000)));
    ComparisonSchema.assertValid(comparison);

    assertTrue(
        comparison
            .differences()
            .contains(new Difference("load model", "open, 6,000 requests/s", "closed")),
        comparison.differences().toString());
    assertTrue(comparison.differences().contains(new Difference("connections", "64", "16")));
    assertTrue(comparison.differences().contains(new Difference("timeout", "100 ms", "10,000 ms")));

    MetricChange throughput = comparison.metrics().get(0);
    assertEquals("throughput", throughput.id());
    assertEquals(Verdict.NOT_COMPARABLE, throughput.verdict());
    assertNull(throughput.change(), "no +685% across two load models");
    assertNull(throughput.relativeChange());
    assertNull(throughput.p());
    assertEquals(701.5, throughput.baseline().value(), 1e-9); // the mean of its four runs
    assertTrue(
        throughput.method().contains("open, 6,000 requests/s against closed"), throughput.method());

    MetricChange alloc = comparison.metrics().get(1);
    assertEquals("alloc-bytes-per-request", alloc.id());
    assertEquals(Verdict.BETTER, alloc.verdict());
    assertEquals(2.0 / 70, alloc.p(), 1e-9);
  }

  @Test
  void theSameModelWithAnotherTimeoutIsComparedAndTheTimeoutListed() {
    Comparison comparison =
        compare(
            under(load("closed", 16, 0, 100L), metrics(700, 45_000)),
            under(load("closed", 16, 0, 10_000L), metrics(5500, 4_000)));
    assertEquals(
        List.of(new Difference("timeout", "100 ms", "10,000 ms")),
        comparison.differences().stream().filter(d -> !d.what().startsWith("summary")).toList());
    // Judged by the rule, not set aside: 4 runs a side cannot reach the family's 0.01.
    assertEquals(Verdict.INCONCLUSIVE, comparison.metrics().get(0).verdict());
  }
}
