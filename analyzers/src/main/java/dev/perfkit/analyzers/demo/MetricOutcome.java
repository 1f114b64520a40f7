package dev.perfkit.analyzers.demo;

import dev.perfkit.analyzers.gate.HodgesLehmann;
import dev.perfkit.analyzers.stats.RankSumTest;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.List;

/**
 * One headline metric before and after a fix, and whether its change is significant: the gate's
 * exact Mann-Whitney test over the per-run values of both repeat sets, p below 0.05.
 *
 * @param id the metric's id, as in summary.json
 * @param label how people call it
 * @param before the baseline's metric, or null when it lacks it
 * @param after the candidate's metric, or null when it lacks it
 * @param shift the Hodges-Lehmann shift after minus before over the per-run values; null when not
 *     tested
 * @param pValue the test's two-sided p-value; null when not tested
 * @param untested why there is no test (a side missing, or fewer than {@link
 *     RankSumTest#MIN_SAMPLES} runs a side); null when tested
 */
public record MetricOutcome(
    String id,
    String label,
    Metric before,
    Metric after,
    Double shift,
    Double pValue,
    String untested) {

  /** The level below which a change is called significant. */
  public static final double ALPHA = RankSumTest.ALPHA;

  /** Compares one metric of two repeat sets, named and labelled as the catalog has it. */
  public static MetricOutcome of(MetricKind kind, Metric before, Metric after) {
    String id = kind.id();
    String label = kind.label();
    if (before == null || after == null) {
      return new MetricOutcome(id, label, before, after, null, null, "not measured on both sides");
    }
    double[] a = values(before);
    double[] b = values(after);
    if (Math.min(a.length, b.length) < RankSumTest.MIN_SAMPLES) {
      String why =
          "not tested: "
              + Math.min(a.length, b.length)
              + " runs a side, the test needs "
              + RankSumTest.MIN_SAMPLES;
      return new MetricOutcome(id, label, before, after, null, null, why);
    }
    return new MetricOutcome(
        id, label, before, after, HodgesLehmann.shift(a, b), RankSumTest.pValue(a, b), null);
  }

  /** Whether the change is beyond the noise of the runs. */
  public boolean significant() {
    return pValue != null && pValue < ALPHA;
  }

  /** After over before, minus one (0.1 for +10%); null when a side is missing or before is 0. */
  public Double relativeChange() {
    if (before == null || after == null || before.value() == 0) {
      return null;
    }
    return after.value() / before.value() - 1;
  }

  /** Whether the change went the metric's better way. */
  public boolean improved() {
    if (before == null || after == null) {
      return false;
    }
    boolean rose = after.value() > before.value();
    return rose == (before.better() == Metric.Better.HIGHER) && after.value() != before.value();
  }

  private static double[] values(Metric metric) {
    List<Double> values = metric.spread().values();
    return values.stream().mapToDouble(Double::doubleValue).toArray();
  }
}
