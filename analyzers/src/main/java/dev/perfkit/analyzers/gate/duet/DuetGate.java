package dev.perfkit.analyzers.gate.duet;

import dev.perfkit.analyzers.gate.Budget;
import dev.perfkit.analyzers.gate.BudgetMismatchException;
import dev.perfkit.analyzers.gate.Budgets;
import dev.perfkit.analyzers.gate.CheckJudge;
import dev.perfkit.analyzers.gate.GateResult;
import dev.perfkit.analyzers.gate.MetricCheck;
import dev.perfkit.analyzers.gate.SampleSummary;
import dev.perfkit.analyzers.gate.Shift;
import dev.perfkit.analyzers.gate.Verdict;
import dev.perfkit.analyzers.stats.PairedJudgement;
import dev.perfkit.analyzers.stats.SignificanceRule;
import dev.perfkit.analyzers.stats.WalshInterval;
import dev.perfkit.analyzers.summary.Metric.Better;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.ArrayList;
import java.util.List;

/**
 * The duet's gate: each measured metric's per-round ratio, candidate over baseline, judged by the
 * paired test ({@link PairedJudgement}) at the level of a metric judged alone, and against the same
 * budgets as the sequential gate, relative to the baseline's median over the rounds. Its result is
 * the sequential gate's, so that every output of the gate shows it.
 */
public final class DuetGate {

  static final String SHIFT_METHOD =
      "Hodges-Lehmann median of the per-round ratios (Walsh averages) with its exact signed-rank"
          + " interval, times the baseline's median";

  private final Budgets budgets;

  public DuetGate(Budgets budgets) {
    this.budgets = budgets;
  }

  /** The verdict on the rounds; incomplete rounds (a side served nothing) are left out. */
  public GateResult judge(String baselineName, String candidateName, List<DuetRound> rounds) {
    List<MetricCheck> checks = new ArrayList<>();
    for (MetricKind kind : DuetMetrics.MEASURED) {
      Budget budget = budgets.forMetric(kind.id());
      if (budget != null) {
        checks.add(check(kind, budget, rounds));
      }
    }
    for (String id : budgets.metricIds()) {
      if (budgets.named(id) && !DuetMetrics.measures(id)) {
        checks.add(CheckJudge.absent(id, budgets.forMetric(id), notMeasured(id)));
      }
    }
    for (String id : budgets.namedOtherThanMetrics()) {
      checks.add(CheckJudge.absent(id, budgets.forMetric(id), notMeasured(id)));
    }
    return GateResult.of(baselineName, candidateName, checks, List.of()).asPaired();
  }

  private static String notMeasured(String id) {
    List<String> measured = DuetMetrics.MEASURED.stream().map(MetricKind::id).toList();
    return "a duet measures " + String.join(" and ", measured) + ", not '" + id + "'";
  }

  private static MetricCheck check(MetricKind kind, Budget budget, List<DuetRound> rounds) {
    List<DuetMetrics.Pair> pairs = DuetMetrics.pairs(kind, rounds);
    String unit = kind.unit().jsonName();
    if (pairs.isEmpty()) {
      return CheckJudge.absent(kind.id(), budget, "no round measured " + kind.label());
    }
    double[] baseline = pairs.stream().mapToDouble(DuetMetrics.Pair::baseline).toArray();
    double[] candidate = pairs.stream().mapToDouble(DuetMetrics.Pair::candidate).toArray();
    double[] ratios = pairs.stream().mapToDouble(DuetMetrics.Pair::ratio).toArray();
    SampleSummary base = SampleSummary.of(baseline);
    SampleSummary cand = SampleSummary.of(candidate);
    double allowed = allowed(kind, budget, base.median());
    PairedJudgement judgement = PairedJudgement.of(ratios, SignificanceRule.ALONE_LEVEL);
    if (judgement.ratio() == null) {
      String note = judgement.words() + " (--rounds N)";
      return new MetricCheck(
          kind.id(),
          unit,
          kind.better(),
          base,
          cand,
          null,
          null,
          null,
          budget,
          allowed,
          Verdict.INCONCLUSIVE,
          note,
          null);
    }
    double median = base.median();
    WalshInterval ratio = judgement.ratio();
    Shift shift =
        new Shift(
            (ratio.estimate() - 1) * median,
            (ratio.low() - 1) * median,
            (ratio.high() - 1) * median,
            ratio.confidence(),
            SHIFT_METHOD);
    double worse = kind.better() == Better.LOWER ? shift.estimate() : -shift.estimate();
    Verdict verdict = CheckJudge.verdict(judgement.significant(), worse, allowed);
    String note =
        judgement.words()
            + CheckJudge.budgetWords(verdict, judgement.significant(), worse, allowed);
    Double detectable = judgement.detectable() * median;
    if (verdict == Verdict.PASS) {
      note += CheckJudge.detectable(detectable, median, unit);
    }
    return new MetricCheck(
        kind.id(),
        unit,
        kind.better(),
        base,
        cand,
        shift,
        judgement.test().p(),
        null,
        budget,
        allowed,
        verdict,
        note,
        detectable);
  }

  private static double allowed(MetricKind kind, Budget budget, double median) {
    try {
      return budget.allowed(median, kind.unit().jsonName());
    } catch (IllegalArgumentException e) {
      throw new BudgetMismatchException(
          kind.id() + ": budget '" + budget.text() + "': " + e.getMessage(), e);
    }
  }
}
