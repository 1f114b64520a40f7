package dev.perfkit.analyzers.summary.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.LoadResultsFixtures;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.summary.InputSources;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SyntheticAnalysis;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The metrics of the synthetic run, each checked against numbers computed by hand from its inputs
 * (the intervals with Python's statistics module and statsmodels' Wilson interval).
 */
class MetricsTest {

  private static final double EPSILON = 1e-6;
  private final RunSummary summary = SyntheticAnalysis.summary();

  @Test
  void throughputIsTheMeanOfTheMeasuredSecondsWithATInterval() {
    Metric throughput = summary.metric("throughput");
    assertEquals(919.9, throughput.value(), EPSILON);
    assertEquals(Unit.REQUESTS_PER_SECOND, throughput.unit());
    assertEquals(Metric.Better.HIGHER, throughput.better());
    assertEquals(10, throughput.spread().samples());
    assertEquals(781.6612187640894, throughput.spread().interval().low(), EPSILON);
    assertEquals(1058.1387812359106, throughput.spread().interval().high(), EPSILON);
    assertEquals(0.95, throughput.spread().interval().confidence());
    assertEquals(
        "t-interval of the mean of 10 per-second OK requests (assumes independent seconds)",
        throughput.spread().interval().method());
  }

  @Test
  void successRateIsOkOverAllAndItsIntervalStaysWithinOne() {
    Metric success = summary.metric("success-rate");
    assertEquals(9199.0 / 9200, success.value(), EPSILON);
    assertEquals(0.9996738, success.spread().interval().low(), EPSILON);
    assertEquals(1.0, success.spread().interval().high());
  }

  @Test
  void latenciesComeFromTheHistogramWithPerSecondSpreadWhereTheSeriesHasIt() {
    assertEquals(5.0, summary.metric("latency-p99").value());
    assertEquals(
        4.592000685735766, summary.metric("latency-p99").spread().interval().low(), EPSILON);
    assertEquals(2.0, summary.metric("latency-p90").value());
    assertNull(summary.metric("latency-p90").spread().interval());
    assertEquals(
        "the per-second series holds p50 and p99 only: no interval",
        summary.metric("latency-p90").spread().reason());
    assertEquals(9200, summary.metric("latency-max").spread().samples());
    assertEquals(60.0, summary.metric("latency-max").value());
  }

  @Test
  void cpuTimePerRequestIsTheTargetsCpuTimeOverTheRequestsSent() {
    Metric cpu = summary.metric("cpu-time-per-request");
    assertEquals(2760.0 / 9200, cpu.value(), EPSILON);
    assertEquals(Unit.MILLISECONDS_PER_REQUEST, cpu.unit());
    assertEquals(9200, cpu.spread().samples());
  }

  @Test
  void cpuTimePerRequestAfterAWarmUpCountsOnlyTheSecondsAfterIt() {
    // Seconds 2 to 9 of the synthetic load: 1000+1000+990+1010+1000+1005+995+1000 requests.
    Metric cpu = cpuMetric(new RunRecord.CpuWindow(2, 1.5, null));
    assertEquals(1500.0 / 8000, cpu.value(), EPSILON);
    assertEquals(8000, cpu.spread().samples());
    assertTrue(cpu.source().contains("from second 2 (after the warm-up)"), cpu.source());
  }

  @Test
  void cpuTimePerRequestFallsBackToTheWholeLoadWhenTheWarmUpNeverEnded() {
    Metric cpu = cpuMetric(new RunRecord.CpuWindow(10, 0.0, null));
    assertEquals(2760.0 / 9200, cpu.value(), EPSILON);
    assertTrue(cpu.source().contains("warm-up included"), cpu.source());
  }

  @Test
  void cpuTimePerRequestLeavesOutTheJitCompilerThreadsWhenTheyAreKnown() {
    Metric cpu = cpuMetric(new RunRecord.CpuWindow(2, 1.5, 0.7));
    assertEquals(800.0 / 8000, cpu.value(), EPSILON);
    assertTrue(cpu.source().contains("less its compilerSeconds"), cpu.source());
  }

  private static Metric cpuMetric(RunRecord.CpuWindow window) {
    RunRecord record = SyntheticAnalysis.record();
    RunRecord.Target target = record.target();
    RunRecord withWindow =
        new RunRecord(
            record.schemaVersion(),
            record.perfkitVersion(),
            record.kind(),
            record.commandLine(),
            new RunRecord.Target(
                target.type(),
                target.pid(),
                target.command(),
                target.jvmFlags(),
                target.userJvmFlags(),
                target.url(),
                target.configuration(),
                target.handledRequests(),
                target.exitCode(),
                target.cpuSecondsDuringLoad(),
                target.compilerCpuSecondsDuringLoad(),
                window),
            record.jvm(),
            record.host(),
            record.profiling(),
            record.load(),
            record.window(),
            record.start(),
            record.end(),
            record.complete(),
            record.incompleteReason(),
            record.notes(),
            record.repeats());
    AnalysisInputs inputs =
        new AnalysisInputs().with(LoadInputs.LOAD_RESULTS, SyntheticAnalysis.load());
    return new CpuMetrics().of(new MetricInputs(inputs, withWindow, null)).get(0);
  }

  @Test
  void allocationPerRequestAndRateComeFromTheByteWeightedProfile() {
    assertEquals(10_000.0, summary.metric("alloc-bytes-per-request").value(), EPSILON);
    assertEquals(9_200_000.0, summary.metric("alloc-rate").value(), EPSILON);
  }

  @Test
  void theTopMethodsCpuSharesHaveWilsonIntervals() {
    List<String> ids =
        summary.metrics().stream()
            .map(Metric::id)
            .filter(id -> id.startsWith("cpu-share:"))
            .toList();
    assertEquals(
        List.of(
            "cpu-share:app.Codec.parse", "cpu-share:app.Codec.encode", "cpu-share:app.Main.run"),
        ids);
    Metric parse = summary.metric("cpu-share:app.Codec.parse");
    assertEquals(0.6, parse.value(), EPSILON);
    assertEquals(0.5693094295142662, parse.spread().interval().low(), EPSILON);
    assertEquals(0.6299252187886226, parse.spread().interval().high(), EPSILON);
  }

  @Test
  void timeToSteadyStateIsWhereTheWarmupCurveSettles() {
    // Series 400, 800, 1000, 1000, 990, ... (last second left out): the second half's median is
    // 1,000 requests/s, so 900 is the floor. The window of seconds 0-2 (mean 733) is cold, and
    // second 1 (800) lies in it: the load has settled from second 2.
    assertEquals(2.0, summary.metric("time-to-steady-state").value());
  }

  @Test
  void aLastSecondTheLoadDidNotFinishIsNoSample() {
    LoadResults whole =
        LoadResultsFixtures.withSeries(
            new long[] {100, 100, 40}, new double[] {5, 5, 5}, new long[] {0, 0, 0});
    LoadResults cut = endingAfter(whole, 2400);
    Metric throughput = throughput(cut);
    assertEquals(2, throughput.spread().samples());
    assertEquals(100.0, throughput.value());
    assertEquals(3, throughput(whole).spread().samples());
  }

  @Test
  void aLoadShorterThanOneWholeSecondHasNoThroughputRatherThanZero() {
    LoadResults whole =
        LoadResultsFixtures.withSeries(new long[] {900}, new double[] {5}, new long[] {0});
    LoadResults cut = endingAfter(whole, 950);
    AnalysisInputs inputs = new AnalysisInputs().with(LoadInputs.LOAD_RESULTS, cut);
    List<String> ids =
        new LoadMetrics()
            .of(new MetricInputs(inputs, null, new InputSources(List.of()))).stream()
                .map(Metric::id)
                .toList();
    assertFalse(ids.contains("throughput"), ids.toString());
    assertTrue(ids.contains("success-rate"), ids.toString());
  }

  @Test
  void theWarmupSuccessRateIsTheFirstThreeSecondsOkOverAllWithOneReadingPerRun() {
    LoadResults load =
        LoadResultsFixtures.withSeries(
            new long[] {500, 600, 1000, 6000, 6000, 6000},
            new double[] {90, 80, 10, 2, 2, 2},
            new long[] {500, 450, 50, 3, 0, 0});
    AnalysisInputs inputs = new AnalysisInputs().with(LoadInputs.LOAD_RESULTS, load);
    Metric warmup =
        new LoadMetrics()
            .of(new MetricInputs(inputs, null, new InputSources(List.of()))).stream()
                .filter(m -> MetricKind.WARMUP_SUCCESS_RATE.matches(m.id()))
                .findFirst()
                .orElseThrow();
    assertEquals(1100.0 / 2100, warmup.value(), 1e-12);
    assertEquals(2100, warmup.spread().samples());
    assertNull(warmup.spread().interval());
    assertTrue(warmup.source().endsWith(": OK / all requests of the load's first 3 seconds"));
  }

  /** The same results with the load ending {@code millis} after it started. */
  private static LoadResults endingAfter(LoadResults whole, long millis) {
    return new LoadResults(
        whole.schemaVersion(),
        whole.scenario(),
        whole.model(),
        whole.connections(),
        whole.ratePerSecond(),
        whole.start(),
        whole.start().plusMillis(millis),
        true,
        whole.total(),
        whole.ok(),
        whole.ko(),
        null,
        whole.latency(),
        whole.perSecond(),
        whole.histogramFile());
  }

  private static Metric throughput(LoadResults results) {
    AnalysisInputs inputs = new AnalysisInputs().with(LoadInputs.LOAD_RESULTS, results);
    return new LoadMetrics().of(new MetricInputs(inputs, null, new InputSources(List.of()))).get(0);
  }

  @Test
  void oneSampleGivesNoIntervalAndSaysWhy() {
    Metric.Spread spread = Intervals.tInterval(new double[] {5}, "per-second p99s");
    assertNull(spread.interval());
    assertEquals("fewer than 2 per-second p99s: no interval", spread.reason());
  }
}
