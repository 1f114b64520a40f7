package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.compare.MetricChange.Side;
import dev.perfkit.analyzers.gate.LoadDependentChecks;
import dev.perfkit.analyzers.stats.HodgesLehmann;
import dev.perfkit.analyzers.stats.Judgement;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lines two runs' metrics up by id, in a fixed order, and judges each change: by the one
 * significance rule ({@link MetricJudgements}) when a side holds per-run values, else against the
 * noise of two single runs' intervals.
 */
final class MetricComparer {

  private MetricComparer() {}

  /**
   * The changes, with every load-dependent metric both sides have judged not comparable when {@code
   * loadNotComparable} (the words why) is not null: runs under different load models.
   */
  static List<MetricChange> compare(
      List<Metric> baseline, List<Metric> candidate, String loadNotComparable) {
    Map<String, Metric> before = byId(baseline);
    Map<String, Metric> after = byId(candidate);
    Map<String, Judgement> judged = MetricJudgements.of(baseline, candidate);
    List<MetricChange> changes = new ArrayList<>();
    for (String id : order(before, after)) {
      Metric b = before.get(id);
      Metric a = after.get(id);
      boolean notComparable =
          loadNotComparable != null && b != null && a != null && LoadDependentChecks.inFamily(id);
      changes.add(
          notComparable ? notComparable(b, a, loadNotComparable) : change(b, a, judged.get(id)));
    }
    return changes;
  }

  /** Both sides' values, and no change: a number across two load models would mislead. */
  private static MetricChange notComparable(Metric before, Metric after, String why) {
    return new MetricChange(
        after.id(),
        after.unit(),
        after.better(),
        side(before),
        side(after),
        null,
        null,
        null,
        why,
        null,
        Verdict.NOT_COMPARABLE);
  }

  /**
   * The catalog's ids first, in its order, then the others (the cpu-share ones) as the baseline
   * lists them, then those only the candidate has: each run lists them by share, highest first.
   */
  private static List<String> order(Map<String, Metric> before, Map<String, Metric> after) {
    List<String> ids = new ArrayList<>();
    Arrays.stream(MetricKind.values())
        .filter(kind -> !kind.perMethod())
        .map(MetricKind::id)
        .filter(id -> before.containsKey(id) || after.containsKey(id))
        .forEach(ids::add);
    before.keySet().stream().filter(id -> !ids.contains(id)).forEach(ids::add);
    after.keySet().stream().filter(id -> !ids.contains(id)).forEach(ids::add);
    return ids;
  }

  private static Map<String, Metric> byId(List<Metric> metrics) {
    Map<String, Metric> byId = new LinkedHashMap<>();
    metrics.forEach(metric -> byId.putIfAbsent(metric.id(), metric));
    return byId;
  }

  private static MetricChange change(Metric before, Metric after, Judgement judgement) {
    Metric either = before != null ? before : after;
    if (before == null || after == null) {
      return new MetricChange(
          either.id(),
          either.unit(),
          either.better(),
          side(before),
          side(after),
          null,
          null,
          null,
          before == null ? "only the candidate has it" : "only the baseline has it",
          null,
          before == null ? Verdict.ONLY_CANDIDATE : Verdict.ONLY_BASELINE);
    }
    if (before.perRunValues().isEmpty() && after.perRunValues().isEmpty()) {
      return singleRuns(before, after);
    }
    Double p = judgement.test() == null ? null : judgement.test().p();
    return judged(
        before,
        after,
        judgement.detectable(),
        judgement.words(),
        p,
        verdict(judgement, before, after));
  }

  /**
   * Two single runs: no test has observations enough, so the change is weighed against the noise of
   * the two runs' intervals ({@link NoiseRule}).
   */
  private static MetricChange singleRuns(Metric before, Metric after) {
    double change = after.value() - before.value();
    NoiseRule.Noise noise = NoiseRule.judge(before, after);
    Verdict verdict;
    if (noise.threshold() == null) {
      verdict = Verdict.NO_SPREAD;
    } else if (Math.abs(change) <= noise.threshold()) {
      verdict = Verdict.WITHIN_NOISE;
    } else {
      verdict = direction(change, after.better());
    }
    return judged(before, after, noise.threshold(), noise.method(), null, verdict);
  }

  /** The change of a metric both sides have, judged: {@code noise} and {@code method} say how. */
  private static MetricChange judged(
      Metric before, Metric after, Double noise, String method, Double p, Verdict verdict) {
    double change = after.value() - before.value();
    return new MetricChange(
        after.id(),
        after.unit(),
        after.better(),
        side(before),
        side(after),
        change,
        before.value() == 0 ? null : change / Math.abs(before.value()),
        noise,
        method,
        p,
        verdict);
  }

  /** The judgement's verdict, its direction that of the shift the test tests. */
  private static Verdict verdict(Judgement judgement, Metric before, Metric after) {
    return switch (judgement.outcome()) {
      case INCONCLUSIVE -> Verdict.INCONCLUSIVE;
      case NOT_SIGNIFICANT -> Verdict.WITHIN_NOISE;
      case SIGNIFICANT -> {
        double shift =
            HodgesLehmann.shift(MetricJudgements.values(before), MetricJudgements.values(after));
        yield shift == 0 ? Verdict.WITHIN_NOISE : direction(shift, after.better());
      }
    };
  }

  private static Verdict direction(double change, Metric.Better better) {
    boolean higher = change > 0;
    return higher == (better == Metric.Better.HIGHER) ? Verdict.BETTER : Verdict.WORSE;
  }

  private static Side side(Metric metric) {
    return metric == null ? null : new Side(metric.value(), metric.spread());
  }
}
