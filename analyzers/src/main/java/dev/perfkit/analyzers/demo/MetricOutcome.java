package dev.perfkit.analyzers.demo;

import dev.perfkit.analyzers.compare.MetricJudgements;
import dev.perfkit.analyzers.stats.HodgesLehmann;
import dev.perfkit.analyzers.stats.Judgement;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.metrics.MetricKind;

/**
 * One headline metric before and after a fix, and whether its change is significant: the one
 * significance rule's judgement ({@link MetricJudgements}), the same compare and the gate give.
 *
 * @param id the metric's id, as in summary.json
 * @param label how people call it
 * @param before the baseline's metric, or null when it lacks it
 * @param after the candidate's metric, or null when it lacks it
 * @param shift the Hodges-Lehmann shift after minus before over the per-run values; null when not
 *     tested
 * @param judgement the significance rule's judgement; null when a side lacks the metric
 * @param untested why there is no test (a side missing, or too few runs a side for the test to
 *     reach its level); null when tested
 */
public record MetricOutcome(
    String id,
    String label,
    Metric before,
    Metric after,
    Double shift,
    Judgement judgement,
    String untested) {

  /** Compares one metric of two repeat sets by {@code judgement}, named as the catalog has it. */
  public static MetricOutcome of(
      MetricKind kind, Metric before, Metric after, Judgement judgement) {
    String id = kind.id();
    String label = kind.label();
    if (before == null || after == null || judgement == null) {
      return new MetricOutcome(id, label, before, after, null, null, "not measured on both sides");
    }
    if (judgement.test() == null) {
      return new MetricOutcome(id, label, before, after, null, judgement, judgement.words());
    }
    double shift =
        HodgesLehmann.shift(MetricJudgements.values(before), MetricJudgements.values(after));
    return new MetricOutcome(id, label, before, after, shift, judgement, null);
  }

  /** The test's own two-sided p-value; null when not tested. */
  public Double pValue() {
    return judgement == null || judgement.test() == null ? null : judgement.test().p();
  }

  /** Whether the change is beyond the noise of the runs, by the one significance rule. */
  public boolean significant() {
    return judgement != null && judgement.significant();
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
}
