package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.gate.LoadDependentChecks;
import dev.perfkit.analyzers.stats.Judgement;
import dev.perfkit.analyzers.stats.SignificanceRule;
import dev.perfkit.analyzers.summary.Metric;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The one significance rule applied to two runs' metrics: every metric both have, judged over its
 * per-run values (a single run's value is one observation), the load-dependent ones as one family.
 * compare, the gate and the demo all take their judgement from here, so that they agree.
 */
public final class MetricJudgements {

  private MetricJudgements() {}

  /** Each metric both sides have, by id, in the baseline's order. */
  public static Map<String, Judgement> of(List<Metric> baseline, List<Metric> candidate) {
    List<SignificanceRule.Observations> observations = new ArrayList<>();
    for (Metric before : baseline) {
      Metric after = find(candidate, before.id());
      if (after != null && observations.stream().noneMatch(o -> o.id().equals(before.id()))) {
        observations.add(
            new SignificanceRule.Observations(
                before.id(),
                values(before),
                values(after),
                LoadDependentChecks.inFamily(before.id())));
      }
    }
    return SignificanceRule.judge(observations, "runs");
  }

  /** A metric's independent observations: its per-run values, or a single run's value. */
  public static double[] values(Metric metric) {
    List<Double> runs = metric.perRunValues();
    return runs.isEmpty()
        ? new double[] {metric.value()}
        : runs.stream().mapToDouble(Double::doubleValue).toArray();
  }

  private static Metric find(List<Metric> metrics, String id) {
    return metrics.stream().filter(m -> m.id().equals(id)).findFirst().orElse(null);
  }
}
