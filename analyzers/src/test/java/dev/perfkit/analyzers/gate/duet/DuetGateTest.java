package dev.perfkit.analyzers.gate.duet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.gate.Budgets;
import dev.perfkit.analyzers.gate.GateResult;
import dev.perfkit.analyzers.gate.MetricCheck;
import dev.perfkit.analyzers.gate.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The duet's verdict over synthetic rounds whose ratios are known. */
class DuetGateTest {

  /** The ratios of wilcox.R's "regression" set: R gives p=0.015625, estimate 1.054. */
  private static final double[] REGRESSION = {
    1.062, 1.041, 1.085, 0.993, 1.071, 1.052, 1.038, 1.066
  };

  @Test
  void aCpuRegressionBeyondItsBudgetFailsAndAnUnchangedAllocationPasses() {
    GateResult result = new DuetGate(Budgets.defaults()).judge("a", "b", rounds(REGRESSION));
    MetricCheck cpu = result.checks().get(0);
    MetricCheck alloc = result.checks().get(1);
    assertEquals("cpu-time-per-request", cpu.id());
    assertEquals(Verdict.REGRESSION, cpu.verdict());
    assertEquals(0.015625, cpu.pValue(), 1e-12);
    // The baseline's CPU time per request is 0.05 ms every round: the shift is 5.4% of it.
    assertEquals(0.054, cpu.relativeShift(), 1e-9);
    assertEquals(
        "significant: p=0.016 (exact signed-rank) < 0.05, 8 rounds; beyond budget", cpu.note());
    assertEquals(Verdict.PASS, alloc.verdict());
    assertTrue(alloc.note().startsWith("not significant: p=1.000 (sign test, ties)"), alloc.note());
    assertEquals(GateResult.Outcome.REGRESSION, result.outcome());
    assertTrue(result.paired());
  }

  @Test
  void fiveRoundsAreInconclusive() {
    double[] five = {1.2, 1.3, 1.25, 1.22, 1.28};
    GateResult result = new DuetGate(Budgets.defaults()).judge("a", "b", rounds(five));
    assertEquals(GateResult.Outcome.INCONCLUSIVE, result.outcome());
    assertEquals(
        "inconclusive (needs 6 rounds): 5 rounds allow p >= 0.063, not below 0.05 (--rounds N)",
        result.checks().get(0).note());
  }

  /** Rounds whose CPU time per request has these ratios and whose allocation is the same. */
  private static List<DuetRound> rounds(double[] cpuRatios) {
    List<DuetRound> rounds = new ArrayList<>();
    for (int i = 0; i < cpuRatios.length; i++) {
      SideReading base = new SideReading(1000, 10_000, 0.5, 0.01, 0.45, 0.5, 3.5e8, 10_000L);
      SideReading cand =
          new SideReading(1001, 10_000, 0.5 * cpuRatios[i], 0.01, 0.45, 0.5, 3.5e8, 10_000L);
      rounds.add(new DuetRound(i + 1, i % 2 == 0, 5, 5, base, cand, List.of(), List.of()));
    }
    return rounds;
  }
}
