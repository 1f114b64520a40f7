package dev.perfkit.analyzers.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.compare.MetricChange;
import dev.perfkit.analyzers.demo.BeforeAfter;
import dev.perfkit.analyzers.demo.MetricOutcome;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Better;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SyntheticAnalysis;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * compare, the gate and the demo judge every metric of two sets alike, in the same words; and a
 * gate whose runs cannot reach significance says so with the runs it needs, never "pass".
 */
class OneVerdictTest {

  /**
   * Every headline metric: 12 judged as the load-dependent family, 2 alone; their units and
   * directions are the catalog's.
   */
  private static final List<MetricKind> METRICS =
      Stream.of(
              "throughput",
              "success-rate",
              "latency-p50",
              "latency-p90",
              "latency-p99",
              "latency-max",
              "cpu-time-per-request",
              "alloc-bytes-per-request",
              "alloc-rate",
              "gc-pause-share",
              "gc-pause-max",
              "gc-pause-count",
              "time-to-steady-state",
              "jit-compile-time")
          .map(id -> MetricKind.of(id).orElseThrow())
          .toList();

  @Test
  void fiveRunsASideLeaveEveryLoadDependentCheckInconclusiveNeedingSeven() {
    GateResult gate = gate(5, 2.0);
    for (MetricCheck check : gate.checks()) {
      if (LoadDependentChecks.inFamily(check.id())) {
        assertEquals(Verdict.INCONCLUSIVE, check.verdict(), check.id() + ": " + check.note());
        assertEquals(
            "inconclusive (needs 7 runs): 5 and 5 runs allow p >= 0.0079, times 12 (Holm) 0.095,"
                + " not below 0.01 (--repeat N, or N runs pooled)",
            check.note());
      }
    }
    // The per-request checks, judged alone, can and do fail: twice the CPU and the bytes.
    assertEquals(Verdict.REGRESSION, verdict(gate, "cpu-time-per-request"));
    assertEquals(Verdict.REGRESSION, verdict(gate, "alloc-bytes-per-request"));
    assertEquals(GateResult.Outcome.REGRESSION, gate.outcome());
  }

  @Test
  void whenNothingCouldBeJudgedTheGateIsInconclusiveNotAPass() {
    // 3 runs a side: not even the checks judged alone can reach 0.05 (the smallest p is 0.1).
    GateResult gate = gate(3, 1.0);
    assertTrue(
        gate.checks().stream().allMatch(check -> check.verdict() == Verdict.INCONCLUSIVE),
        gate.checks().toString());
    assertEquals(GateResult.Outcome.INCONCLUSIVE, gate.outcome());
  }

  @Test
  void aPassSaysHowManyRunsItStoodOnAndWhatItCouldHaveSeen() {
    MetricCheck cpu = check(gate(4, 1.0), "cpu-time-per-request");
    assertEquals(Verdict.PASS, cpu.verdict());
    // The runs 1.00, 1.01, 1.02, 1.03 ms against the same: only wholly apart is significant.
    assertEquals(0.03, cpu.detectable(), 1e-9);
    assertTrue(cpu.note().contains(", 4 and 4 runs; could detect +-0.0300"), cpu.note());
  }

  @Test
  void compareTheGateAndTheDemoGiveEachMetricTheSameVerdictInTheSameWords() {
    for (int runs : new int[] {4, 5, 7}) {
      for (double factor : new double[] {1.0, 2.0}) {
        RunSummary before = set(runs, 1.0);
        RunSummary after = set(runs, factor);
        GateResult gate =
            new Gate(Budgets.defaults())
                .runs("a", before, "b", after, compare(before, after), null);
        Comparison comparison = compare(before, after);
        BeforeAfter demo = BeforeAfter.of(before, after);
        for (MetricCheck check : gate.checks()) {
          MetricChange change = change(comparison, check.id());
          String where = runs + " runs, x" + factor + ", " + check.id();
          assertTrue(check.note().startsWith(change.method()), where + ": " + check.note());
          assertEquals(agreeing(check), change.verdict(), where);
          MetricOutcome told = demo.metric(check.id());
          if (told != null) {
            assertEquals(change.method(), told.judgement().words(), where);
          }
        }
      }
    }
  }

  /** The compare verdict that says what the gate's check says, its budget aside. */
  private static dev.perfkit.analyzers.compare.Verdict agreeing(MetricCheck check) {
    boolean worse =
        check.shift() != null
            && check.relativeShift() != 0
            && (check.better() == Better.LOWER) == (check.shift().estimate() > 0);
    return switch (check.verdict()) {
      case INCONCLUSIVE -> dev.perfkit.analyzers.compare.Verdict.INCONCLUSIVE;
      case IMPROVED -> dev.perfkit.analyzers.compare.Verdict.BETTER;
      case REGRESSION -> dev.perfkit.analyzers.compare.Verdict.WORSE;
      case PASS ->
          check.note().contains("; worse, within budget") && worse
              ? dev.perfkit.analyzers.compare.Verdict.WORSE
              : dev.perfkit.analyzers.compare.Verdict.WITHIN_NOISE;
    };
  }

  private static GateResult gate(int runs, double factor) {
    RunSummary before = set(runs, 1.0);
    RunSummary after = set(runs, factor);
    return new Gate(Budgets.defaults()).runs("a", before, "b", after, compare(before, after), null);
  }

  private static Comparison compare(RunSummary before, RunSummary after) {
    return Comparison.withoutFrameShifts(
        before, Path.of("/runs/a"), after, Path.of("/runs/b"), "0.1.0-test");
  }

  /**
   * A set of {@code runs} runs: each metric's runs are 1, 1.01, 1.02, ... times its base, times
   * {@code factor} (a share's base is 0.5%, so that twice it stays a share).
   */
  private static RunSummary set(int runs, double factor) {
    List<Metric> metrics = new ArrayList<>();
    for (MetricKind kind : METRICS) {
      double base = kind.unit() == Unit.FRACTION ? 0.005 : 1;
      double[] values = new double[runs];
      for (int i = 0; i < runs; i++) {
        values[i] = base * (1 + 0.01 * i) * factor;
      }
      List<Double> list = Arrays.stream(values).boxed().toList();
      double mean = Arrays.stream(values).average().orElseThrow();
      metrics.add(
          new Metric(
              kind.id(),
              mean,
              kind.unit(),
              kind.better(),
              new Metric.Spread(runs, null, "synthetic", list),
              "test"));
    }
    return SyntheticAnalysis.summary(metrics, List.of());
  }

  private static MetricChange change(Comparison comparison, String id) {
    return comparison.metrics().stream().filter(m -> m.id().equals(id)).findFirst().orElseThrow();
  }

  private static MetricCheck check(GateResult gate, String id) {
    return gate.checks().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
  }

  private static Verdict verdict(GateResult gate, String id) {
    return check(gate, id).verdict();
  }
}
