package dev.perfkit.analyzers.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Severity;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.LoadResultsFixtures;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SlowWarmupRuleTest {

  private final SlowWarmupRule rule = new SlowWarmupRule();

  @Test
  void findsTheSecondThroughputAndLatencySettle() {
    // 8 cold seconds ramping up, then 21 warm ones, then a partial last second.
    long[] requests = new long[30];
    double[] p99 = new double[30];
    for (int s = 0; s < 30; s++) {
      requests[s] = s < 8 ? 300 + s * 100L : 1200;
      p99[s] = s < 8 ? 50 - s * 5 : 5;
    }
    requests[29] = 400; // the cut-off last second must not count as cold
    List<Finding> findings = evaluate(requests, p99, null);

    assertEquals(1, findings.size());
    Finding finding = findings.get(0);
    assertEquals("slow-warmup", finding.ruleId());
    assertEquals(
        "Throughput and latency took 8 s of the 29 s load to settle: the first 8 s averaged 650"
            + " requests/s against 1,200 requests/s once warm (whose noise reaches down to 1,200"
            + " requests/s), with p99 up to 50.0 ms against 5.0 ms.",
        finding.summary());
    assertEquals(39, finding.score()); // 25 + 50 x 8 / 29
    assertEquals(Severity.INFO, finding.severity());
  }

  @Test
  void aLoneSlowSecondInTheSteadyStateIsNotWarmup() {
    long[] requests = new long[20];
    double[] p99 = new double[20];
    Arrays.fill(requests, 1000);
    Arrays.fill(p99, 4);
    requests[12] = 700; // one GC pause, say
    assertEquals(List.of(), evaluate(requests, p99, null));
  }

  @Test
  void failuresCrowdedIntoWarmupRaiseTheScore() {
    long[] requests = new long[20];
    double[] p99 = new double[20];
    long[] ko = new long[20];
    for (int s = 0; s < 20; s++) {
      requests[s] = s < 4 ? 200 : 1000;
      p99[s] = s < 4 ? 80 : 4;
    }
    ko[0] = 5;
    ko[1] = 3;
    ko[15] = 1;
    Finding finding = evaluate(requests, p99, ko).get(0);
    assertEquals(46, finding.score()); // 25 + 50 x 4 / 19, + 10 for the failures
    assertEquals("8", EvidenceLines.value(finding, "KO during warm-up"));
    assertEquals("9", EvidenceLines.value(finding, "KO in all"));
  }

  /**
   * The case: 60 s of load with ±15% noise per second, the first 50 s 9% slower than the
   * last 10. The old rule called it a warm-up of 100; it is within the noise.
   */
  @Test
  void aNoisyFlatSeriesIsNotWarmup() {
    for (int seed = 1; seed <= 20; seed++) {
      Random random = new Random(seed);
      long[] requests = new long[61];
      double[] p99 = new double[61];
      for (int s = 0; s < 61; s++) {
        double level = s < 50 ? 0.91 : 1.0;
        requests[s] = Math.round(1000 * level * (1 + 0.3 * (random.nextDouble() - 0.5)));
        p99[s] = 4 * (1 + 0.3 * (random.nextDouble() - 0.5));
      }
      assertEquals(List.of(), evaluate(requests, p99, null), "seed " + seed);
    }
  }

  /** Five seconds at 30% of the steady throughput, then flat: a warm-up, with exact numbers. */
  @Test
  void aRealWarmupIsFoundWithItsNumbers() {
    long[] requests = new long[32];
    double[] p99 = new double[32];
    for (int s = 0; s < 32; s++) {
      requests[s] = s < 5 ? 300 : s % 2 == 0 ? 950 : 1050;
      p99[s] = 4;
    }
    Finding finding = evaluate(requests, p99, null).get(0);
    assertEquals(
        "Throughput and latency took 5 s of the 31 s load to settle: the first 5 s averaged 300"
            + " requests/s against 1,000 requests/s once warm (whose noise reaches down to 898"
            + " requests/s), with p99 up to 4.0 ms against 4.0 ms.",
        finding.summary());
    assertEquals(33, finding.score()); // 25 + 50 x 5 / 31
    assertEquals("slow-warmup", finding.key());
    assertEquals("load results", finding.source());
  }

  /** The same warm-up under the noisy load of the flat case is still found, and where it ends. */
  @Test
  void aRealWarmupStandsOutOfNoise() {
    Random random = new Random(11);
    long[] requests = new long[61];
    double[] p99 = new double[61];
    for (int s = 0; s < 61; s++) {
      double level = s < 5 ? 0.3 : 1.0;
      requests[s] = Math.round(1000 * level * (1 + 0.3 * (random.nextDouble() - 0.5)));
      p99[s] = 4 * (1 + 0.3 * (random.nextDouble() - 0.5));
    }
    Finding finding = evaluate(requests, p99, null).get(0);
    assertEquals("5.00 s", EvidenceLines.value(finding, "settled after"));
  }

  @Test
  void aSeriesTooShortToJudgeGivesNoFinding() {
    long[] requests = {100, 200, 900, 1000, 1000, 1000, 1000};
    double[] p99 = {50, 40, 5, 5, 5, 5, 5};
    assertEquals(List.of(), evaluate(requests, p99, null));
  }

  private List<Finding> evaluate(long[] requests, double[] p99, long[] ko) {
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(LoadInputs.LOAD_RESULTS, LoadResultsFixtures.withSeries(requests, p99, ko));
    return rule.evaluate(inputs);
  }
}
