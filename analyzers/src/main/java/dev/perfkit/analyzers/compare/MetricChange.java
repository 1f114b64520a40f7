package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;

/**
 * How one metric moved from the baseline to the candidate, and whether the move is larger than the
 * noise of the two runs.
 *
 * @param id the metric's id, as in summary.json
 * @param unit its unit
 * @param better which direction is an improvement
 * @param baseline the baseline's value and spread, or null when only the candidate has it
 * @param candidate the candidate's value and spread, or null when only the baseline has it
 * @param change candidate minus baseline, in {@code unit}; null when a side is missing
 * @param relativeChange the change over the baseline's value (0.1 for +10%); null when a side is
 *     missing or the baseline is 0
 * @param noise the smallest change that counts, in {@code unit}: the smallest shift the
 *     significance rule could have detected over the per-run values, or for two single runs the two
 *     intervals' half-widths combined; null when it cannot be judged
 * @param method the significance rule's judgement in words, the gate's too, or how two single runs'
 *     noise was judged, or why it could not be
 * @param p the rank-sum test's own p-value over the per-run values, before any Holm correction;
 *     null when not tested
 * @param verdict what the change amounts to
 */
public record MetricChange(
    String id,
    Unit unit,
    Metric.Better better,
    Side baseline,
    Side candidate,
    Double change,
    Double relativeChange,
    Double noise,
    String method,
    Double p,
    Verdict verdict) {

  /** Whether the significance rule judged it (a side has per-run values), not two runs' noise. */
  public boolean byTheRule() {
    return verdict == Verdict.INCONCLUSIVE || p != null;
  }

  /**
   * One side's value with its spread, as the run's summary gave them.
   *
   * @param value the number, in the change's unit
   * @param spread its samples, interval and per-run values
   */
  public record Side(double value, Metric.Spread spread) {}
}
