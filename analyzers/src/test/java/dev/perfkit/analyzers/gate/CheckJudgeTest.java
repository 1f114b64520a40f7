package dev.perfkit.analyzers.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.perfkit.analyzers.summary.Metric.Better;
import org.junit.jupiter.api.Test;

/** The verdict of one check: significant AND beyond budget is a regression, nothing less. */
class CheckJudgeTest {

  private static final CheckJudge JUDGE = new CheckJudge("runs", "--repeat N, or N runs pooled");
  private static final Budget FIVE_PERCENT = Budget.parse("5%");
  private static final double[] BASELINE = {100.0, 100.1, 100.2, 100.3, 100.4};

  @Test
  void significantAndBeyondBudgetIsARegression() {
    MetricCheck check = judge(Better.LOWER, BASELINE, plus(BASELINE, 10));
    assertEquals(Verdict.REGRESSION, check.verdict());
    assertEquals(2.0 / 252, check.pValue(), 1e-12);
    assertEquals(10, check.shift().estimate(), 1e-9);
    assertEquals(10 / 100.2, check.relativeShift(), 1e-9);
    assertEquals(5.01, check.allowed(), 1e-9);
    assertEquals("significant: p=0.0079 (exact) < 0.05, 5 and 5 runs; beyond budget", check.note());
  }

  @Test
  void significantButWithinBudgetPasses() {
    MetricCheck check = judge(Better.LOWER, BASELINE, plus(BASELINE, 2));
    assertEquals(Verdict.PASS, check.verdict());
    assertEquals(2.0 / 252, check.pValue(), 1e-12);
    assertEquals(
        "significant: p=0.0079 (exact) < 0.05, 5 and 5 runs; worse, within budget"
            + "; could detect +-0.300 ms (+-0.299%)",
        check.note());
  }

  @Test
  void beyondBudgetButInsignificantPassesAndSaysSo() {
    MetricCheck check =
        judge(Better.LOWER, new double[] {100, 110, 120, 130}, new double[] {108, 118, 128, 138});
    assertEquals(Verdict.PASS, check.verdict());
    assertEquals(8, check.shift().estimate(), 1e-9);
    // Shifting the candidate's four runs wholly beyond the baseline's: 30 ms either way, so this
    // pass could not have seen the 8 ms its budget allows.
    assertEquals(30, check.detectable(), 1e-9);
    assertEquals(
        "not significant: p=0.686 (exact) >= 0.05, 4 and 4 runs; beyond budget but not"
            + " significant; could detect +-30.0 ms (+-26.1%)",
        check.note());
  }

  @Test
  void aSignificantDropOfAHigherIsBetterMetricIsARegression() {
    MetricCheck check = judge(Better.HIGHER, BASELINE, plus(BASELINE, -10));
    assertEquals(Verdict.REGRESSION, check.verdict());
    assertEquals(-10, check.shift().estimate(), 1e-9);
  }

  @Test
  void aSignificantChangeForTheBetterIsAnImprovement() {
    assertEquals(Verdict.IMPROVED, judge(Better.LOWER, BASELINE, plus(BASELINE, -10)).verdict());
    assertEquals(Verdict.IMPROVED, judge(Better.HIGHER, BASELINE, plus(BASELINE, 10)).verdict());
  }

  @Test
  void fewerThanFourASideIsInconclusive() {
    MetricCheck check =
        judge(Better.LOWER, new double[] {1, 2, 3}, new double[] {100, 200, 300, 400});
    assertEquals(Verdict.INCONCLUSIVE, check.verdict());
    assertNull(check.pValue());
    assertNull(check.shift());
    assertEquals(
        "inconclusive (needs 4 runs): 3 and 4 runs allow p >= 0.057, not below 0.05"
            + " (--repeat N, or N runs pooled)",
        check.note());
  }

  @Test
  void aSingleRunIsOneObservation() {
    MetricCheck check = judge(Better.LOWER, new double[] {1}, new double[] {2});
    assertEquals(Verdict.INCONCLUSIVE, check.verdict());
    assertEquals(
        "inconclusive (needs 4 runs): 1 and 1 runs allow p >= 1.000, not below 0.05"
            + " (--repeat N, or N runs pooled)",
        check.note());
  }

  @Test
  void aMetricOnOneSideOnlyIsInconclusive() {
    Samples present = new Samples("gc-pause-max", "ms", Better.LOWER, BASELINE);
    MetricCheck check = CheckJudge.missing(present, true, FIVE_PERCENT);
    assertEquals(Verdict.INCONCLUSIVE, check.verdict());
    assertEquals("no gc-pause-max in the candidate", check.note());
    assertEquals(5, check.baseline().n());
    assertEquals(0, check.candidate().n());
  }

  private static MetricCheck judge(Better better, double[] baseline, double[] candidate) {
    return JUDGE.judge(
        new Samples("m", "ms", better, baseline),
        new Samples("m", "ms", better, candidate),
        FIVE_PERCENT);
  }

  private static double[] plus(double[] values, double delta) {
    double[] shifted = values.clone();
    for (int i = 0; i < shifted.length; i++) {
      shifted[i] += delta;
    }
    return shifted;
  }
}
