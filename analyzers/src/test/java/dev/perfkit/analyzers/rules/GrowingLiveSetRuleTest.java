package dev.perfkit.analyzers.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.RealInputs;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Severity;
import dev.perfkit.analyzers.gc.CpuStarvation;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.gc.GcLogReader;
import dev.perfkit.analyzers.gc.PauseTimeline;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.LoadResultsFixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class GrowingLiveSetRuleTest {

  private static final long MB = 1L << 20;

  private final GrowingLiveSetRule rule = new GrowingLiveSetRule();

  /** 16 MB growing by 8 MB a second over 8 pauses, at 2,048 requests a second: 4 KiB a request. */
  @Test
  void aSteadyLeakIsAFindingWithItsRateAndPerRequest() {
    GcLog log = log(LongStream.range(0, 8).map(i -> 16 + 8 * i).toArray());
    AnalysisInputs inputs = new AnalysisInputs().with(GcInputs.GC_LOG, log);
    inputs.with(LoadInputs.LOAD_RESULTS, load(2048, 8));
    List<Finding> findings = rule.evaluate(inputs);

    assertEquals(1, findings.size());
    Finding finding = findings.get(0);
    // 56 MB grown on 16: 3.5 times, just under the warning at 4.
    assertEquals(LogarithmicScore.of(3.5, 0.25, 4), finding.score());
    assertEquals(73, finding.score());
    assertEquals(Severity.INFO, finding.severity());
    assertEquals(
        "The heap after GC grew from 16.0 MiB to 72.0 MiB over 7.00 s: 8.0 MiB/s, 4.0 KiB per"
            + " request.",
        finding.summary());
    assertEquals(
        List.of(
            "live set at the first pause: 16.0 MiB",
            "live set at the last pause: 72.0 MiB",
            "growth rate: 8.0 MiB/s",
            "retained per request: 4.0 KiB per request",
            "pauses fitted: 8"),
        EvidenceLines.of(finding));
    assertEquals("growing-live-set", finding.key());
  }

  @Test
  void aFlatHeapIsNone() {
    assertEquals(List.of(), evaluate(log(20, 21, 20, 22, 20, 21, 20, 21)));
  }

  @Test
  void oldGarbageClimbingBetweenOldCollectionsIsNone() {
    assertEquals(List.of(), evaluate(log(20, 60, 100, 21, 61, 101, 20, 62)));
  }

  /**
   * A start-up step: the heap fills in the first seconds and stays; no growth in the second half.
   */
  @Test
  void aStepThatLevelsOffIsNone() {
    assertEquals(List.of(), evaluate(log(10, 40, 70, 70, 71, 70, 71, 71)));
  }

  @Test
  void growthBelowEightMegabytesOrAQuarterIsNone() {
    // 7 MB over the run.
    assertEquals(List.of(), evaluate(log(10, 11, 12, 13, 14, 15, 16, 17)));
    // 21 MB on 100 MB.
    assertEquals(List.of(), evaluate(log(100, 103, 106, 109, 112, 115, 118, 121)));
  }

  /**
   * Every real GC log of ../shared/real-inputs: a finding only where the heap after GC really grew
   * through old collections over more than a second: the CMS log's heap after GC climbs from 4 MB
   * to 185 MB over 108 s through seven concurrent old cycles, and the Shenandoah log's heap after
   * each System.gc() (a full collection: exactly the live set) from 1 MB to 33 MB over 49 s. The G1
   * logs of a JVM's first second (12-118 MB, 14-69 MB) are start-up filling the heap: none.
   */
  @Test
  void onTheRealLogsOnlyRealGrowthIsAFinding() throws IOException {
    Map<String, Integer> scores = new TreeMap<>();
    for (String folder : List.of("gc", "gc-legacy")) {
      try (Stream<Path> files = Files.list(RealInputs.file(folder))) {
        for (Path file : files.filter(f -> !f.toString().endsWith(".md")).toList()) {
          AnalysisInputs inputs = new AnalysisInputs();
          new GcLogReader().read(file, inputs);
          for (Finding finding : rule.evaluate(inputs)) {
            scores.put(file.getFileName().toString(), finding.score());
          }
        }
      }
    }
    assertEquals(
        Map.of(
            "gctoolkit-jdk8-cms-parnew.log",
            100,
            "gcviewer-ujl-shenandoah-several-systemgc.log",
            100),
        scores);
  }

  private List<Finding> evaluate(GcLog log) {
    return rule.evaluate(new AnalysisInputs().with(GcInputs.GC_LOG, log));
  }

  /** A log of pauses one second apart from second 1, with these heaps after in MB. */
  private static GcLog log(long... heapAfterMb) {
    int n = heapAfterMb.length;
    double[] at = new double[n];
    Arrays.setAll(at, i -> i + 1);
    long[] heap = Arrays.stream(heapAfterMb).map(mb -> mb * MB).toArray();
    long[] one = new long[n];
    Arrays.fill(one, 1);
    PauseTimeline timeline = new PauseTimeline(false, at, new double[n], new double[n], one, heap);
    return new GcLog(
        "G1",
        n,
        SyntheticLogs.pauses(n, n, 1, 1),
        List.of(),
        List.of(),
        List.of(),
        -1,
        -1,
        false,
        "",
        timeline,
        CpuStarvation.NONE);
  }

  /** A load of {@code perSecond} requests a second for {@code seconds} seconds. */
  private static dev.perfkit.analyzers.load.LoadResults load(long perSecond, int seconds) {
    long[] requests = new long[seconds];
    double[] p99 = new double[seconds];
    Arrays.fill(requests, perSecond);
    Arrays.fill(p99, 5);
    return LoadResultsFixtures.withSeries(requests, p99, null);
  }
}
