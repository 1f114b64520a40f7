package dev.perfkit.analyzers.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.stats.HodgesLehmann;
import dev.perfkit.analyzers.stats.RankSumTest;
import org.junit.jupiter.api.Test;

/** The test, the shift and its interval on samples whose answers are known. */
class GateStatisticsTest {

  // p-values from R 4.x: wilcox.test(x, y, exact = TRUE)$p.value
  @Test
  void fourAgainstFourFullySeparatedIsTheSmallestExactP() {
    // wilcox.test(c(1,2,3,4), c(5,6,7,8), exact=TRUE): p-value = 0.02857 (2/70)
    assertEquals(
        2.0 / 70, RankSumTest.pValue(new double[] {1, 2, 3, 4}, new double[] {5, 6, 7, 8}), 1e-12);
  }

  @Test
  void fiveAgainstFiveFullySeparated() {
    // wilcox.test(1:5, 6:10, exact=TRUE): p-value = 0.007937 (2/252)
    assertEquals(
        2.0 / 252,
        RankSumTest.pValue(new double[] {1, 2, 3, 4, 5}, new double[] {6, 7, 8, 9, 10}),
        1e-12);
  }

  @Test
  void oneOverlapDoublesTheTail() {
    // wilcox.test(c(1,2,3,5), c(4,6,7,8), exact=TRUE): W = 1, p-value = 0.05714 (4/70)
    assertEquals(
        4.0 / 70, RankSumTest.pValue(new double[] {1, 2, 3, 5}, new double[] {4, 6, 7, 8}), 1e-12);
  }

  @Test
  void threeAgainstThreeCannotReachFivePercent() {
    // wilcox.test(1:3, 4:6, exact=TRUE): p-value = 0.1
    assertEquals(0.1, RankSumTest.pValue(new double[] {1, 2, 3}, new double[] {4, 5, 6}), 1e-12);
  }

  @Test
  void interleavedSamplesAreFarFromSignificant() {
    // wilcox.test(c(100,110,120,130), c(108,118,128,138), exact=TRUE): W = 6, p-value = 0.6857
    assertEquals(
        48.0 / 70,
        RankSumTest.pValue(new double[] {100, 110, 120, 130}, new double[] {108, 118, 128, 138}),
        1e-12);
  }

  @Test
  void identicalSamplesGiveOne() {
    assertEquals(1, RankSumTest.pValue(new double[] {5, 5, 5, 5}, new double[] {5, 5, 5, 5}));
  }

  @Test
  void hodgesLehmannIsTheMedianOfPairwiseDifferences() {
    assertEquals(4, HodgesLehmann.shift(new double[] {1, 2, 3, 4}, new double[] {5, 6, 7, 8}));
    // differences 1, 15, 20, -9, 5, 10: median of -9, 1, 5, 10, 15, 20
    assertEquals(7.5, HodgesLehmann.shift(new double[] {10, 20}, new double[] {11, 25, 30}));
    assertEquals(-4, HodgesLehmann.shift(new double[] {5, 6, 7, 8}, new double[] {1, 2, 3, 4}));
  }

  @Test
  void theBootstrapIntervalIsReproducibleWithItsSeed() {
    double[] baseline = {100.0, 101.5, 99.2, 100.8, 100.1, 99.7};
    double[] candidate = {104.9, 106.0, 105.2, 103.8, 105.5, 104.4};
    Shift first = BootstrapShift.estimate(baseline, candidate);
    Shift again = BootstrapShift.estimate(baseline, candidate);
    assertEquals(first, again);
    assertEquals(HodgesLehmann.shift(baseline, candidate), first.estimate());
    assertTrue(
        first.low() <= first.estimate() && first.estimate() <= first.high(), first.toString());
    assertTrue(first.low() > 2 && first.high() < 7, first.toString());
    assertEquals(0.95, first.confidence());
    assertEquals(
        "percentile bootstrap of the Hodges-Lehmann shift, 2000 resamples, seed 14",
        first.method());
    assertNotEquals(first, BootstrapShift.estimate(baseline, candidate, 15, 2000));
  }

  @Test
  void summaryGivesMedianAndRange() {
    assertEquals(new SampleSummary(5, 3, 1, 9), SampleSummary.of(new double[] {9, 1, 3, 2, 4}));
  }
}
