package dev.perfkit.reports;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.RunSummary;
import java.util.ArrayList;
import java.util.List;

/**
 * The GC and JIT totals of two sides side by side: one run's totals, or a set's value per run with
 * its runs' range (the set's metrics' value: the mean, or the median of runs too skewed for one).
 * The report shows the change of those values and no verdict: the metrics table judges the metrics.
 */
final class SectionDeltas {

  private SectionDeltas() {}

  /** The GC rows: from every run's GC log, else every run's recorded collections; else empty. */
  static List<DeltaRow> gc(List<RunSummary> baseline, List<RunSummary> candidate) {
    return rows(RunTotals.GC, baseline, candidate);
  }

  /** The JIT rows: from every run's compilation log, else every run's recorded compilations. */
  static List<DeltaRow> jit(List<RunSummary> baseline, List<RunSummary> candidate) {
    return rows(RunTotals.JIT, baseline, candidate);
  }

  private static List<DeltaRow> rows(
      List<RunTotals.Kind<?>> kinds, List<RunSummary> baseline, List<RunSummary> candidate) {
    for (RunTotals.Kind<?> kind : kinds) {
      List<DeltaRow> rows = rows(kind, baseline, candidate);
      if (!rows.isEmpty()) {
        return rows;
      }
    }
    return List.of();
  }

  private static <T> List<DeltaRow> rows(
      RunTotals.Kind<T> kind, List<RunSummary> baseline, List<RunSummary> candidate) {
    List<T> a = kind.parts(baseline);
    List<T> b = kind.parts(candidate);
    List<DeltaRow> rows = new ArrayList<>();
    if (a == null || b == null) {
      return rows;
    }
    boolean perRun = baseline.size() > 1 || candidate.size() > 1;
    for (RunTotals.Column<T> column : kind.columns()) {
      PerRun x = PerRun.of(column, a);
      PerRun y = PerRun.of(column, b);
      String what = perRun ? column.what() + ", per run" : column.what();
      rows.add(
          new DeltaRow(
              what, x.text(), y.text(), change(x.setValue(), y.setValue(), column.unit())));
    }
    return rows;
  }

  private static String change(double baseline, double candidate, Unit unit) {
    double delta = candidate - baseline;
    String text = Quantity.of(delta, unit).signedChangeText();
    return baseline == 0 || unit == Unit.FRACTION
        ? text
        : text + " (" + Numbers.signedPercent(delta / Math.abs(baseline)) + ")";
  }
}
