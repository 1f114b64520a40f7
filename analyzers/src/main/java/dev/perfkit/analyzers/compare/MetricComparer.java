package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.compare.MetricChange.Side;
import dev.perfkit.analyzers.stats.RankSumTest;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Lines two runs' metrics up by id, in a fixed order, and judges each change against the noise. */
final class MetricComparer {

  private MetricComparer() {}

  static List<MetricChange> compare(List<Metric> baseline, List<Metric> candidate) {
    Map<String, Metric> before = byId(baseline);
    Map<String, Metric> after = byId(candidate);
    List<MetricChange> changes = new ArrayList<>();
    for (String id : order(before, after)) {
      changes.add(change(before.get(id), after.get(id)));
    }
    return changes;
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

  static MetricChange change(Metric before, Metric after) {
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
    double change = after.value() - before.value();
    NoiseRule.Noise noise = NoiseRule.judge(before, after);
    return new MetricChange(
        after.id(),
        after.unit(),
        after.better(),
        side(before),
        side(after),
        change,
        before.value() == 0 ? null : change / Math.abs(before.value()),
        noise.threshold(),
        noise.method(),
        noise.p(),
        verdict(change, noise, after.better()));
  }

  private static Verdict verdict(double change, NoiseRule.Noise noise, Metric.Better better) {
    if (noise.p() != null) {
      if (noise.p() >= RankSumTest.ALPHA || change == 0) {
        return Verdict.WITHIN_NOISE;
      }
    } else if (noise.threshold() == null) {
      return Verdict.NO_SPREAD;
    } else if (Math.abs(change) <= noise.threshold()) {
      return Verdict.WITHIN_NOISE;
    }
    boolean higher = change > 0;
    return higher == (better == Metric.Better.HIGHER) ? Verdict.BETTER : Verdict.WORSE;
  }

  private static Side side(Metric metric) {
    return metric == null ? null : new Side(metric.value(), metric.spread());
  }
}
