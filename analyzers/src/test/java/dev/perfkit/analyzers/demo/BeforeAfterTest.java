package dev.perfkit.analyzers.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.compare.MetricJudgements;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.FindingBuilder;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.stats.Judgement;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SyntheticAnalysis;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The demo's story from two synthetic repeat sets, with the exact values the gate's test gives. */
class BeforeAfterTest {

  private static final String READER =
      "dev.perfkit.server.ConnectionInput.next -> dev.perfkit.server.LegacyRequestReader.read";
  private static final String BUFFER =
      "dev.perfkit.server.FreshRequestBuffers.allocateRequestBuffer (byte[])";

  @Test
  void fourRunsASideApartGiveTheSmallestExactPValue() {
    MetricOutcome alloc =
        outcome(
            MetricKind.ALLOC_BYTES_PER_REQUEST,
            perRun(Unit.BYTES_PER_REQUEST, Metric.Better.LOWER, 36_000, 37_000, 35_000, 38_000),
            perRun(Unit.BYTES_PER_REQUEST, Metric.Better.LOWER, 1_500, 1_700, 1_300, 2_100));
    // 2 of the 70 orderings of 4 and 4 are as extreme, two-sided: 2 / 70.
    assertEquals(2.0 / 70, alloc.pValue(), 1e-9);
    assertTrue(alloc.significant());
    assertTrue(alloc.improved());
    // The median of the 16 differences after minus before: the 8th and 9th, -34,900 and -34,700.
    assertEquals(-34_800, alloc.shift(), 1e-9);
    assertEquals(1_650.0 / 36_500 - 1, alloc.relativeChange(), 1e-9);
  }

  @Test
  void overlappingRunsAreWithinTheNoise() {
    MetricOutcome p99 =
        outcome(
            MetricKind.LATENCY_P99,
            perRun(Unit.MILLISECONDS, Metric.Better.LOWER, 1, 3, 5, 7),
            perRun(Unit.MILLISECONDS, Metric.Better.LOWER, 2, 4, 6, 8));
    assertEquals(0.6857142857, p99.pValue(), 1e-9);
    assertFalse(p99.significant());
  }

  @Test
  void threeRunsASideAreNotTested() {
    MetricOutcome rate =
        outcome(
            MetricKind.SUCCESS_RATE,
            perRun(Unit.FRACTION, Metric.Better.HIGHER, 0.8, 0.82, 0.85),
            perRun(Unit.FRACTION, Metric.Better.HIGHER, 0.97, 0.98, 0.99));
    assertNull(rate.pValue());
    assertFalse(rate.significant());
    assertEquals(
        "inconclusive (needs 4 runs): 3 and 3 runs allow p >= 0.100, not below 0.05",
        rate.untested());
  }

  @Test
  void theStoryFindsBothBottlenecksAndTheReadersCompilationBeforeAndNoneAfter() {
    Finding compilation =
        new FindingBuilder("long-compilation", "dev.perfkit.server.LegacyRequestReader.read", 65)
            .summary("C2 took 1,193 ms to compile dev.perfkit.server.LegacyRequestReader.read.")
            .evidence(
                List.of(
                    Evidence.of("compile time", Quantity.millis(1193)),
                    Evidence.of("compilations of the method", Quantity.count(5)),
                    Evidence.of("total compile time", Quantity.millis(3814))));
    RunSummary legacy =
        summary(
            List.of(
                finding("inlining-failure", READER, "hot method too big", null),
                finding("hot-allocation-site", BUFFER, "byte[] ...", 0.46),
                compilation),
            perRun(Unit.BYTES_PER_REQUEST, Metric.Better.LOWER, 36_000, 37_000, 35_000, 38_000));
    RunSummary optimized =
        summary(List.of(), perRun(Unit.BYTES_PER_REQUEST, Metric.Better.LOWER, 1, 2, 3, 4));
    BeforeAfter story = BeforeAfter.of(legacy, optimized);
    assertEquals(3, story.findings().size());
    assertTrue(story.findings().get(0).fixed());
    assertEquals(READER, story.findings().get(0).before().subject());
    assertEquals(0.46, FindingOutcome.allocationShare(story.findings().get(1).before()));
    assertTrue(story.findings().get(1).fixed());
    assertEquals(
        "3,814 ms over 5 compilations",
        FindingOutcome.compileTimeText(story.findings().get(2).before()));
    assertTrue(story.findings().get(2).fixed());
    assertNull(FindingOutcome.compileTimeText(story.findings().get(0).before()));
    assertTrue(story.metric("alloc-bytes-per-request").significant());
    assertEquals("not measured on both sides", story.metric("throughput").untested());
    assertEquals(8, story.metrics().size());
  }

  /** The outcome as the demo judges it: by the significance rule compare and the gate share. */
  private static MetricOutcome outcome(MetricKind kind, Metric before, Metric after) {
    Judgement judgement = MetricJudgements.of(List.of(before), List.of(after)).get(before.id());
    return MetricOutcome.of(kind, before, after, judgement);
  }

  private static Metric perRun(Unit unit, Metric.Better better, double... values) {
    List<Double> runs = java.util.Arrays.stream(values).boxed().toList();
    double mean = runs.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    return new Metric(
        "alloc-bytes-per-request",
        mean,
        unit,
        better,
        new Metric.Spread(values.length, null, "synthetic", runs),
        "synthetic");
  }

  private static Finding finding(String rule, String subject, String summary, Double share) {
    List<Evidence> evidence =
        share == null
            ? List.of()
            : List.of(Evidence.of("share of allocated bytes (JFR)", Quantity.fraction(share)));
    return new FindingBuilder(rule, subject, 90).summary(summary).evidence(evidence);
  }

  private static RunSummary summary(List<Finding> findings, Metric alloc) {
    return SyntheticAnalysis.summary(List.of(alloc), findings);
  }
}
