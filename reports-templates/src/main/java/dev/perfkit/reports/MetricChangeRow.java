package dev.perfkit.reports;

import dev.perfkit.analyzers.compare.MetricChange;
import dev.perfkit.analyzers.compare.output.Cells;

/**
 * One metric's change as the comparison report shows it.
 *
 * @param id the metric's stable id
 * @param baseline the baseline's value with half its 95% interval, or "-"
 * @param candidate the candidate's value with half its 95% interval, or "-"
 * @param change the change with its sign and relative to the baseline, or "-"
 * @param noise the smallest change that counts, or "-" when it could not be judged
 * @param method how the noise was judged, or why it could not be
 * @param verdict the verdict's JSON name, also the row's style class: better, worse, within-noise,
 *     no-spread, only-baseline, only-candidate
 * @param verdictText the verdict in words
 * @param better "higher" or "lower"
 */
public record MetricChangeRow(
    String id,
    String baseline,
    String candidate,
    String change,
    String noise,
    String method,
    String verdict,
    String verdictText,
    String better) {

  static MetricChangeRow of(MetricChange change) {
    return new MetricChangeRow(
        change.id(),
        Cells.value(change.baseline(), change.unit()),
        Cells.value(change.candidate(), change.unit()),
        Cells.change(change),
        Cells.noise(change),
        change.method() == null ? "" : change.method(),
        change.verdict().jsonName(),
        change.verdict().text(),
        change.better().jsonName());
  }
}
