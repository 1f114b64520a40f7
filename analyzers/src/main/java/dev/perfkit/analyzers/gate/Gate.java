package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.compare.MetricJudgements;
import dev.perfkit.analyzers.stats.Judgement;
import dev.perfkit.analyzers.summary.RunSummary;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The regression gate: lines up the baseline's and the candidate's samples by check, judges each by
 * the one significance rule ({@link MetricJudgements}, which compare shows too) and its budget, and
 * adds the new application findings.
 */
public final class Gate {

  private static final CheckJudge RUNS = new CheckJudge("runs", "--repeat N, or N runs pooled");
  private static final CheckJudge JMH =
      new CheckJudge("forks", "more forks, -f: each fork is one sample");

  private final Budgets budgets;

  public Gate(Budgets budgets) {
    this.budgets = budgets;
  }

  /**
   * Judges two runs' summaries metric by metric, and the findings {@code comparison} says the
   * candidate added; runs that {@code comparison} finds incomparable are inconclusive throughout.
   *
   * @param presence how many runs of each side had each finding, when both sides' runs are known; a
   *     new finding then fails only when significantly more frequent. Null otherwise.
   */
  public GateResult runs(
      String baselineName,
      RunSummary baseline,
      String candidateName,
      RunSummary candidate,
      Comparison comparison,
      FindingPresence presence) {
    if (!comparison.comparable()) {
      String note = "the runs cannot be compared: " + comparison.reason();
      List<MetricCheck> checks =
          budgets.metricIds().stream()
              .map(id -> CheckJudge.absent(id, budgets.forMetric(id), note))
              .toList();
      return GateResult.of(baselineName, candidateName, checks, List.of());
    }
    Map<String, Samples> base = RunSamples.of(baseline);
    Map<String, Samples> cand = RunSamples.of(candidate);
    Map<String, Judgement> judged = MetricJudgements.of(baseline.metrics(), candidate.metrics());
    List<MetricCheck> checks = new ArrayList<>();
    for (String id : budgets.metricIds()) {
      Samples b = base.get(id);
      Samples c = cand.get(id);
      if (b != null && c != null) {
        checks.add(RUNS.judge(b, c, budgets.forMetric(id), judged.get(id)));
      } else if (b != null || c != null || budgets.named(id)) {
        checks.add(check(RUNS, id, b, c, budgets.forMetric(id)));
      }
    }
    for (String id : budgets.namedOtherThanMetrics()) {
      checks.add(
          CheckJudge.absent(
              id,
              budgets.forMetric(id),
              "'" + id + "' is no metric of a run's summary (docs/summary.md lists them)"));
    }
    List<FindingCheck> findings =
        NewFindings.judge(comparison.findings().added(), budgets.failOnNew(), presence);
    return GateResult.of(baselineName, candidateName, checks, findings);
  }

  /**
   * Judges two JMH result files benchmark by benchmark (name, mode and parameters), each primary
   * score and secondary metric on its own, one sample per fork.
   */
  public GateResult benchmarks(
      String baselineName,
      List<JmhBenchmark> baseline,
      String candidateName,
      List<JmhBenchmark> candidate) {
    Map<String, JmhBenchmark> base = byId(baseline);
    Map<String, JmhBenchmark> cand = byId(candidate);
    Map<String, JmhBenchmark> all = new LinkedHashMap<>(base);
    cand.forEach(all::putIfAbsent);
    List<MetricCheck> checks = new ArrayList<>();
    Set<String> matched = new HashSet<>();
    for (JmhBenchmark benchmark : all.values()) {
      matched.add(benchmark.benchmark());
      matched.add(benchmark.id());
      Budget budget = JmhBudgets.of(budgets, benchmark, samples(base, benchmark));
      if (budget != null) {
        checks.add(
            check(JMH, benchmark.id(), samples(base, benchmark), samples(cand, benchmark), budget));
      }
    }
    for (String id : budgets.namedOtherThanMetrics()) {
      if (!matched.contains(id)) {
        checks.add(
            CheckJudge.absent(
                id, budgets.forMetric(id), "no benchmark '" + id + "' in either file"));
      }
    }
    return GateResult.of(baselineName, candidateName, checks, List.of());
  }

  private static MetricCheck check(
      CheckJudge judge, String id, Samples baseline, Samples candidate, Budget budget) {
    if (baseline != null && candidate != null) {
      return judge.judge(baseline, candidate, budget);
    }
    if (baseline == null && candidate == null) {
      return CheckJudge.absent(id, budget, "no " + id + " in either side");
    }
    return CheckJudge.missing(baseline != null ? baseline : candidate, baseline != null, budget);
  }

  private static Samples samples(Map<String, JmhBenchmark> side, JmhBenchmark benchmark) {
    JmhBenchmark found = side.get(benchmark.id());
    return found == null ? null : found.samples();
  }

  private static Map<String, JmhBenchmark> byId(List<JmhBenchmark> benchmarks) {
    Map<String, JmhBenchmark> byId = new LinkedHashMap<>();
    benchmarks.forEach(benchmark -> byId.put(benchmark.id(), benchmark));
    return byId;
  }
}
