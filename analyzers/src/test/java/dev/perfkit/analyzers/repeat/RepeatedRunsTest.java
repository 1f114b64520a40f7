package dev.perfkit.analyzers.repeat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    assertEquals(0.03, share.value(), 1e-12);
    assertEquals(2, share.spread().samples());
    assertEquals(List.of(0.02, 0.04), share.spread().values());
    // t(1) = 12.7062 times a standard error of 0.01: far below 0, so cut to the share's 0-1.
    assertEquals(0.0, share.spread().interval().low());
    assertEquals(0.03 + 12.706204736174698 * 0.01, share.spread().interval().high(), 1e-9);
    assertEquals(
        "t-interval of the mean over 2 of 3 runs (assumes independent, normally distributed"
            + " runs), cut to 0-1",
        share.spread().interval().method());
  }

  @Test
  void anIntervalOverFewRunsIsCutAtZeroForCountsThatCannotBeNegative() {
    RunSummary set =
        aggregate(
            run(List.of(metric("throughput", 100, Unit.REQUESTS_PER_SECOND)), List.of()),
            run(List.of(metric("throughput", 5000, Unit.REQUESTS_PER_SECOND)), List.of()));
    Metric.Interval interval = set.metric("throughput").spread().interval();
    // t(1) * 2,450 (the standard error) is about 31,130: far below 0 from a mean of 2,550.
    assertEquals(0.0, interval.low());
    assertEquals(2550 + 12.706204736174698 * 2450, interval.high(), 1e-6);
    assertTrue(interval.method().endsWith(", cut at 0"), interval.method());
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
