package dev.perfkit.reports;

import dev.perfkit.analyzers.compare.MetricChange;
import dev.perfkit.analyzers.compare.Verdict;
import dev.perfkit.analyzers.compare.output.Cells;
import dev.perfkit.analyzers.stats.PValues;

/**
 * One metric's change as the comparison report shows it.
 *
 * @param id the metric's stable id
 * @param label how people call it: {@code allocation per request}, {@code CPU share of pkg.C.m}
 * @param baseline the baseline's value with half its 95% interval, or "-"
 * @param candidate the candidate's value with half its 95% interval, or "-"
 * @param change the change with its sign and relative to the baseline, or "-"
 * @param noise the smallest change that counts, or "-" when it could not be judged
 * @param method how the noise was judged, or why it could not be
 * @param verdict the verdict's JSON name, also the row's style class: better, worse, within-noise,
 *     no-spread, not-comparable, only-baseline, only-candidate
 * @param verdictText the verdict in words
 * @param better "higher" or "lower"
 * @param p the rank-sum test's p-value in short ({@code p=0.029}), or "" when not tested
 */
public record MetricChangeRow(
    String id,
    String label,
    String baseline,
    String candidate,
    String change,
    String noise,
    String method,
    String verdict,
    String verdictText,
    String better,
    String p) {

  static MetricChangeRow of(MetricChange change) {
    return new MetricChangeRow(
        change.id(),
        MetricRow.label(change.id()),
        Cells.value(change.baseline(), change.unit()),
        Cells.value(change.candidate(), change.unit()),
        Cells.change(change),
        Cells.noise(change),
        change.method() == null ? "" : change.method(),
        change.verdict().jsonName(),
        change.verdict().text(),
        change.better().jsonName(),
        change.p() == null ? "" : "p=" + PValues.text(change.p()));
  }

  /** Whether the change is beyond the noise, either way: a result, not a hint. */
  public boolean beyondNoise() {
    return verdict.equals(Verdict.BETTER.jsonName()) || verdict.equals(Verdict.WORSE.jsonName());
  }
}
