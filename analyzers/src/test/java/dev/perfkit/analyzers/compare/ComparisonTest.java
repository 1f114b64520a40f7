package dev.perfkit.analyzers.compare;

import static dev.perfkit.analyzers.compare.ComparisonFixtures.compare;
import static dev.perfkit.analyzers.compare.ComparisonFixtures.finding;
import static dev.perfkit.analyzers.compare.ComparisonFixtures.summary;
import static dev.perfkit.analyzers.compare.ComparisonFixtures.withInterval;
import static dev.perfkit.analyzers.compare.ComparisonFixtures.withValues;
import static dev.perfkit.analyzers.compare.ComparisonFixtures.withoutInterval;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.compare.FrameShiftFinder.SelfCounts;
import dev.perfkit.analyzers.findings.Scope;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Better;
import dev.perfkit.analyzers.summary.RunSummary;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ComparisonTest {

  private static MetricChange change(Metric before, Metric after) {
    Comparison comparison =
        compare(summary(List.of(before), List.of()), summary(List.of(after), List.of()));
    ComparisonSchema.assertValid(comparison);
    return comparison.metrics().get(0);
  }

  @Test
  void aChangeInsideBothIntervalsIsWithinNoise() {
    MetricChange change =
        change(
            withInterval("throughput", 100, 90, 110, Better.HIGHER),
            withInterval("throughput", 105, 95, 115, Better.HIGHER));
    assertEquals(Verdict.WITHIN_NOISE, change.verdict());
    assertEquals(5.0, change.change(), 1e-9);
    assertEquals(0.05, change.relativeChange(), 1e-9);
    assertEquals(Math.sqrt(200), change.noise(), 1e-9);
  }

  @Test
  void aChangeBeyondTheNoiseIsBetterOrWorseByTheMetricsDirection() {
    assertEquals(
        Verdict.BETTER,
        change(
                withInterval("throughput", 100, 90, 110, Better.HIGHER),
                withInterval("throughput", 130, 120, 140, Better.HIGHER))
            .verdict());
    assertEquals(
        Verdict.WORSE,
        change(
                withInterval("latency-p99", 100, 90, 110, Better.LOWER),
                withInterval("latency-p99", 130, 120, 140, Better.LOWER))
            .verdict());
  }

  @Test
  void asymmetricIntervalsUseTheHalfOnTheSideOfTheChange() {
    // A rise: the baseline's upper half (20) and the candidate's lower half (10).
    MetricChange rise =
        change(
            withInterval("throughput", 100, 99, 120, Better.HIGHER),
            withInterval("throughput", 121, 111, 122, Better.HIGHER));
    assertEquals(Math.hypot(20, 10), rise.noise(), 1e-9);
    assertEquals(Verdict.WITHIN_NOISE, rise.verdict());
    // A fall: the baseline's lower half (1) and the candidate's upper half (1).
    MetricChange fall =
        change(
            withInterval("latency-p50", 10, 9, 30, Better.LOWER),
            withInterval("latency-p50", 7, 2, 8, Better.LOWER));
    assertEquals(Math.hypot(1, 1), fall.noise(), 1e-9);
    assertEquals(Verdict.BETTER, fall.verdict());
  }

  @Test
  void tooFewRunsForTheTestAreInconclusiveNeverAWinOrALoss() {
    // latency-p99 is judged in the load-dependent family, at 0.01: the smallest p of 3 runs a side
    // is 0.1 and of 4 a side 2/70, so whatever these runs were it needs 5 a side (2/252).
    MetricChange three =
        change(
            withValues("latency-p99", Better.LOWER, 10, 11, 12),
            withValues("latency-p99", Better.LOWER, 14, 15, 16));
    assertEquals(Verdict.INCONCLUSIVE, three.verdict());
    assertNull(three.p());
    assertNull(three.noise());
    assertEquals(
        "inconclusive (needs 5 runs): 3 and 3 runs allow p >= 0.100, not below 0.01",
        three.method());
    MetricChange four =
        change(
            withValues("success-rate", Better.HIGHER, 90, 99, 99.2, 99.3),
            withValues("success-rate", Better.HIGHER, 99.4, 99.5, 99.6, 99.7));
    assertEquals(Verdict.INCONCLUSIVE, four.verdict());
  }

  @Test
  void fourPerRunValuesASideAreJudgedByTheGatesRule() {
    // Every candidate run above every baseline run: p = 2/70, for a metric judged on its own.
    MetricChange change =
        change(
            withValues("alloc-bytes-per-request", Better.LOWER, 90, 99, 99.2, 99.3),
            withValues("alloc-bytes-per-request", Better.LOWER, 99.4, 99.5, 99.6, 99.7));
    assertEquals(2.0 / 70, change.p(), 1e-12);
    assertEquals(Verdict.WORSE, change.verdict());
    assertEquals("significant: p=0.029 (exact) < 0.05, 4 and 4 runs", change.method());
    MetricChange interleaved =
        change(
            withValues("cpu-time-per-request", Better.LOWER, 10, 12, 14, 16),
            withValues("cpu-time-per-request", Better.LOWER, 11, 13, 15, 17));
    assertEquals(Verdict.WITHIN_NOISE, interleaved.verdict());
    assertTrue(interleaved.p() > 0.5, "p=" + interleaved.p());
    // The noise is the smallest shift the test would have called significant: the candidate's
    // runs wholly beyond the baseline's once centred on it (less their shift, 1): 16 - 10 = 6.
    assertEquals(6, interleaved.noise(), 1e-9);
  }

  @Test
  void noIntervalOnASideIsNeverAWinOrALoss() {
    MetricChange change =
        change(withoutInterval("latency-max", 40), withoutInterval("latency-max", 10));
    assertEquals(Verdict.NO_SPREAD, change.verdict());
    assertNull(change.noise());
    assertEquals(-30.0, change.change(), 1e-9);
    assertEquals("no interval on either side: noise not judged", change.method());
  }

  @Test
  void aMetricOfOneSideIsSaidSoAndTheHeadlineComesFirst() {
    Comparison comparison =
        compare(
            summary(
                List.of(
                    withoutInterval("cpu-share:app.A.a", 1), withoutInterval("latency-max", 40)),
                List.of()),
            summary(List.of(withoutInterval("throughput", 5)), List.of()));
    ComparisonSchema.assertValid(comparison);
    assertEquals(
        List.of("throughput", "latency-max", "cpu-share:app.A.a"),
        comparison.metrics().stream().map(MetricChange::id).toList());
    assertEquals(
        List.of(Verdict.ONLY_CANDIDATE, Verdict.ONLY_BASELINE, Verdict.ONLY_BASELINE),
        comparison.metrics().stream().map(MetricChange::verdict).toList());
    assertNull(comparison.metrics().get(0).baseline());
    assertNull(comparison.metrics().get(0).change());
  }

  @Test
  void findingsAreMatchedByKey() {
    RunSummary before =
        summary(
            List.of(),
            List.of(
                finding("inlining-failure", "app.A.run -> app.B.read", 90),
                finding("long-compilation", "java.lang.String.split", 60),
                finding("gc-overhead", "", 40)));
    RunSummary after =
        summary(
            List.of(),
            List.of(
                finding("gc-overhead", "", 20),
                finding("hot-allocation-site", "app.C.make (byte[])", 70)));
    FindingChanges findings = compare(before, after).findings();
    assertEquals(
        List.of(
            "inlining-failure:app.A.run -> app.B.read", "long-compilation:java.lang.String.split"),
        findings.resolved().stream().map(FindingChanges.FindingRef::key).toList());
    assertEquals(Scope.JDK, findings.resolved().get(1).scope());
    assertEquals(
        List.of("hot-allocation-site:app.C.make (byte[])"),
        findings.added().stream().map(FindingChanges.FindingRef::key).toList());
    FindingChanges.Persisting gc = findings.persisting().get(0);
    assertEquals("gc-overhead", gc.key());
    assertEquals(40, gc.baselineScore());
    assertEquals(20, gc.candidateScore());
    assertEquals(1, findings.persisting().size());
    ComparisonSchema.assertValid(compare(before, after));
  }

  @Test
  void frameSharesAreOverEachProfilesOwnTotal() {
    SelfCounts before = new SelfCounts("stacks", 1000, Map.of("app.A.a", 500L, "app.B.b", 100L));
    SelfCounts after =
        new SelfCounts("summary", 4000, Map.of("app.A.a", 1000L, "app.B.b", 800L, "app.C.c", 0L));
    FrameShifts shifts = FrameShiftFinder.shifts("cpu", before, after);
    assertEquals(
        List.of(
            new FrameShifts.FrameShift("app.A.a", 0.5, 0.25, -25.0),
            new FrameShifts.FrameShift("app.B.b", 0.1, 0.2, 10.0)),
        shifts.frames());
    assertEquals("stacks", shifts.baselineFrom());
    assertEquals("summary", shifts.candidateFrom());
  }

  @Test
  void frameShiftsFallBackToTheSummarysTopFrames() {
    Comparison comparison = compare(summary(List.of(), List.of()), summary(List.of(), List.of()));
    assertEquals(
        List.of("cpu", "alloc"),
        comparison.frameShifts().stream().map(FrameShifts::event).toList());
    assertEquals("summary", comparison.frameShifts().get(0).baselineFrom());
    assertEquals(List.of(), comparison.frameShifts().get(0).frames());
  }

  @Test
  void runsWithNothingInCommonAreNotComparable() {
    RunSummary before = summary(List.of(withoutInterval("latency-max", 1)), List.of());
    RunSummary base = summary(List.of(withoutInterval("throughput", 1)), List.of());
    RunSummary after =
        new RunSummary(
            base.schemaVersion(),
            base.perfkitVersion(),
            base.analyzedAt(),
            base.source(),
            base.run(),
            base.metrics(),
            base.findings(),
            List.of(),
            base.inputs(),
            base.sections());
    Comparison comparison = compare(before, after);
    assertFalse(comparison.comparable());
    assertEquals(
        "the two runs have no metric and no applicable rule in common", comparison.reason());
    ComparisonSchema.assertValid(comparison);
  }

  @Test
  void identicalRunsDifferInNothing() {
    Comparison comparison = compare(summary(List.of(), List.of()), summary(List.of(), List.of()));
    assertEquals(List.of(), comparison.differences());
    assertTrue(comparison.comparable());
  }
}
