package dev.perfkit.analyzers.repeat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.compare.MetricChange;
import dev.perfkit.analyzers.compare.output.Cells;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.FindingBuilder;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SyntheticAnalysis;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A repeat set's summary from synthetic run summaries, every number worked out by hand. */
class RepeatedRunsTest {

  /** Student's t at 0.975 for 2 degrees of freedom, as statistical tables give it. */
  private static final double T_2 = 4.302652729911275;

  @Test
  void aMetricIsTheMeanOverTheRunsWithATIntervalAndTheRunsValues() {
    RunSummary set =
        aggregate(
            run(List.of(metric("throughput", 10, Unit.REQUESTS_PER_SECOND)), List.of()),
            run(List.of(metric("throughput", 12, Unit.REQUESTS_PER_SECOND)), List.of()),
            run(List.of(metric("throughput", 14, Unit.REQUESTS_PER_SECOND)), List.of()));
    Metric throughput = set.metric("throughput");
    assertEquals(12.0, throughput.value(), 1e-12);
    assertEquals(3, throughput.spread().samples());
    assertEquals(List.of(10.0, 12.0, 14.0), throughput.spread().values());
    // sd 2 over 3 runs: half-width t(2) * 2 / sqrt(3) = 4.968275...
    double half = T_2 * 2 / Math.sqrt(3);
    assertEquals(12 - half, throughput.spread().interval().low(), 1e-9);
    assertEquals(12 + half, throughput.spread().interval().high(), 1e-9);
    assertEquals(0.95, throughput.spread().interval().confidence());
    assertEquals(
        "t-interval of the mean over 3 runs (assumes independent, normally distributed runs)",
        throughput.spread().interval().method());
    assertNull(throughput.spread().reason());
    assertEquals("the mean over 3 runs of: load/results.json (load results)", throughput.source());
  }

  @Test
  void aMetricMissingInOneRunIsAggregatedOverTheRunsThatHaveIt() {
    RunSummary set =
        aggregate(
            run(List.of(metric("gc-pause-share", 0.02, Unit.FRACTION)), List.of()),
            run(List.of(), List.of()),
            run(List.of(metric("gc-pause-share", 0.04, Unit.FRACTION)), List.of()));
    Metric share = set.metric("gc-pause-share");
    assertEquals(2, share.spread().samples());
    assertEquals(List.of(0.02, 0.04), share.spread().values());
    // t(1) = 12.7062 times a standard error of 0.01 reaches far below 0 from 0.03: the median and
    // the range instead, which 2 runs make an interval of the median at 50%.
    assertEquals(0.03, share.value(), 1e-12);
    assertEquals(0.02, share.spread().interval().low());
    assertEquals(0.04, share.spread().interval().high());
    assertEquals(0.5, share.spread().interval().confidence());
    assertEquals(
        "range of the 2 of 3 runs, a distribution-free 50.00% interval of their median: the runs"
            + " are too skewed for a t-interval of the mean, which would reach below 0",
        share.spread().interval().method());
    assertEquals(
        "the median over 2 of 3 runs of: load/results.json (load results)", share.source());
  }

  @Test
  void skewedRunsAreShownAsTheirMedianAndRangeNeverASymmetricIntervalAcrossZero() {
    // The p50 of four runs of a cold server: two that kept up, two that did not. Their mean, 115
    // ms, with a t-interval of +-221 ms would reach -106 ms; the median with the range does not.
    Metric p50 = overRuns("latency-p50", Unit.MILLISECONDS, 281, 0.5, 178, 0.27);
    assertEquals(89.25, p50.value(), 1e-12);
    assertEquals(0.27, p50.spread().interval().low());
    assertEquals(281, p50.spread().interval().high());
    assertEquals(0.875, p50.spread().interval().confidence());
    assertInside(p50);
    MetricChange.Side side = new MetricChange.Side(p50.value(), p50.spread());
    assertEquals("89.3 ms (0.270 ms to 281 ms)", Cells.value(side, Unit.MILLISECONDS));
  }

  @Test
  void aValueNeverLiesOutsideItsOwnInterval() {
    // A success rate of 100% in three runs and 99.96% in one: the mean's t-interval would pass 1.
    Metric rate = overRuns("success-rate", Unit.FRACTION, 1, 1, 1, 0.9996);
    assertEquals(1.0, rate.value());
    assertEquals(0.9996, rate.spread().interval().low());
    assertEquals(1.0, rate.spread().interval().high());
    assertTrue(rate.spread().interval().method().endsWith("which would reach above 1"));
    assertInside(rate);
    Metric steady = overRuns("throughput", Unit.REQUESTS_PER_SECOND, 100, 102, 104);
    assertInside(steady);
    assertEquals(102, steady.value(), 1e-12);
  }

  /** The set's metric {@code id} over one run per value. */
  private static Metric overRuns(String id, Unit unit, double... values) {
    RunSummary[] runs = new RunSummary[values.length];
    for (int i = 0; i < values.length; i++) {
      runs[i] = run(List.of(metric(id, values[i], unit)), List.of());
    }
    return aggregate(runs).metric(id);
  }

  private static void assertInside(Metric metric) {
    Metric.Interval interval = metric.spread().interval();
    assertTrue(
        interval.low() <= metric.value() && metric.value() <= interval.high(),
        metric.value() + " outside " + interval);
  }

  @Test
  void aMetricOfOneRunHasNoIntervalAndSaysWhy() {
    RunSummary set =
        aggregate(
            run(List.of(metric("latency-p99", 5, Unit.MILLISECONDS)), List.of()),
            run(List.of(), List.of()));
    Metric p99 = set.metric("latency-p99");
    assertEquals(5.0, p99.value());
    assertEquals(1, p99.spread().samples());
    assertNull(p99.spread().interval());
    assertEquals("fewer than 2 runs have it: no interval over runs", p99.spread().reason());
    assertEquals(List.of(5.0), p99.spread().values());
  }

  @Test
  void findingsSeenInAtLeastHalfTheRunsAreKeptWithTheMedianScoresInstance() {
    RunSummary set =
        aggregate(
            run(List.of(), List.of(finding("a", 50, "run 1"), finding("b", 90, "run 1"))),
            run(List.of(), List.of(finding("a", 70, "run 2"), finding("c", 45, "run 2"))),
            run(List.of(), List.of(finding("a", 60, "run 3"), finding("c", 40, "run 3"))));
    assertEquals(List.of("hot-allocation-site:a", "hot-allocation-site:c"), keys(set.findings()));
    Finding a = set.findings().get(0);
    assertEquals(60, a.score()); // the median of 50, 70, 60
    assertEquals("run 3", a.summary());
    assertEquals(
        List.of("share: 1", "repeats: seen in 3 of 3 runs"),
        a.evidence().stream().map(e -> e.label() + ": " + e.valueText()).toList());
    Finding c = set.findings().get(1);
    assertEquals(40, c.score()); // the lower middle one of 45 and 40
    assertEquals("run 3", c.summary());
    assertEquals("seen in 2 of 3 runs", c.evidence().get(1).text());
    assertEquals(
        List.of(
            new RunSummary.RuleStatus(
                "hot-allocation-site", "Hot allocation site", true, List.of(), 2),
            new RunSummary.RuleStatus(
                "long-gc-pause", "Long GC pause", false, List.of("GC log"), 0)),
        set.rules());
  }

  @Test
  void aFindingOfHalfOfAnEvenSetIsKept() {
    RunSummary set =
        aggregate(
            run(List.of(), List.of(finding("a", 50, "run 1"))),
            run(List.of(), List.of()),
            run(List.of(), List.of(finding("a", 30, "run 3"))),
            run(List.of(), List.of()));
    assertEquals(List.of("hot-allocation-site:a"), keys(set.findings()));
    assertEquals(30, set.findings().get(0).score());
    assertEquals("seen in 2 of 4 runs", set.findings().get(0).evidence().get(1).text());
  }

  private static RunSummary aggregate(RunSummary... runs) {
    List<String> sources = List.of("/runs/set/repeats/1");
    return RepeatedRuns.aggregate(
        SyntheticAnalysis.record(), sources, List.of(runs), "test", SyntheticAnalysis.ANALYZED_AT);
  }

  private static RunSummary run(List<Metric> metrics, List<Finding> findings) {
    return SyntheticAnalysis.summary(metrics, findings);
  }

  private static Metric metric(String id, double value, Unit unit) {
    return new Metric(
        id,
        value,
        unit,
        Metric.Better.HIGHER,
        Metric.Spread.none(1, "one reading"),
        "load/results.json (load results)");
  }

  private static Finding finding(String subject, int score, String summary) {
    return new FindingBuilder("hot-allocation-site", subject, score)
        .summary(summary)
        .explanation("Why.")
        .suggestion("What.")
        .source("GC log")
        .evidence(List.of(Evidence.of("share", Quantity.of(1, Unit.COUNT))));
  }

  private static List<String> keys(List<Finding> findings) {
    return findings.stream().map(Finding::key).toList();
  }
}
