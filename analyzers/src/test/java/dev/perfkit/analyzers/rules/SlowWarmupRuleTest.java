package dev.perfkit.analyzers.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Severity;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.LoadResultsFixtures;
import java.util.Arrays;
import java.util.List;
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
            + " req/s against 1,200 req/s once warm, with p99 up to 50.0 ms against 5.0 ms.",
        finding.summary());
    assertEquals(53, finding.score()); // 25 + 100 x 8 / 29
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
    assertEquals(61, finding.score()); // 25 + 100 x 4 / 19, + 15 for the failures
    assertTrue(
        finding.evidence().stream()
            .anyMatch(e -> e.label().equals("KO during warm-up") && e.value().equals("8 of 9")));
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
