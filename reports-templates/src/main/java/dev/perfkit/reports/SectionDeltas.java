package dev.perfkit.reports;

import dev.perfkit.analyzers.compilation.CompilationLog.CompilationSummary;
import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.gc.GcLog.GcSummary;
import dev.perfkit.analyzers.jfr.Compilations;
import dev.perfkit.analyzers.jfr.GcPauses;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The GC and JIT totals of two runs side by side. They are one reading per run with no spread, so
 * the report shows the change and no verdict.
 */
final class SectionDeltas {

  private SectionDeltas() {}

  /** The GC rows: from both GC logs, else from both recordings' collections; empty otherwise. */
  static List<DeltaRow> gc(RunSummary baseline, RunSummary candidate) {
    GcSummary a = part(baseline, s -> s.gc() == null ? null : s.gc().log());
    GcSummary b = part(candidate, s -> s.gc() == null ? null : s.gc().log());
    List<DeltaRow> rows = new ArrayList<>();
    if (a != null && b != null) {
      rows.add(row("pauses (GC log)", a.pauses().count(), b.pauses().count(), Unit.COUNT));
      rows.add(row("share of time in pauses", a.pauseShare(), b.pauseShare(), Unit.FRACTION));
      rows.add(
          row("total pause time", a.pauses().totalMs(), b.pauses().totalMs(), Unit.MILLISECONDS));
      rows.add(row("p99 pause", a.pauses().p99Ms(), b.pauses().p99Ms(), Unit.MILLISECONDS));
      rows.add(row("longest pause", a.pauses().maxMs(), b.pauses().maxMs(), Unit.MILLISECONDS));
      rows.add(row("full GCs", a.fullGcs(), b.fullGcs(), Unit.COUNT));
      return rows;
    }
    GcPauses x = part(baseline, s -> s.gc() == null ? null : s.gc().jfr());
    GcPauses y = part(candidate, s -> s.gc() == null ? null : s.gc().jfr());
    if (x != null && y != null) {
      rows.add(row("collections (JFR)", x.collections(), y.collections(), Unit.COUNT));
      rows.add(row("share of time in pauses", x.pauseShare(), y.pauseShare(), Unit.FRACTION));
      rows.add(row("total pause time", x.totalPauseMs(), y.totalPauseMs(), Unit.MILLISECONDS));
      rows.add(row("longest pause", x.maxPauseMs(), y.maxPauseMs(), Unit.MILLISECONDS));
    }
    return rows;
  }

  /** The JIT rows: from both compilation logs, else both recordings' compilations. */
  static List<DeltaRow> jit(RunSummary baseline, RunSummary candidate) {
    CompilationSummary a = part(baseline, s -> s.jit() == null ? null : s.jit().log());
    CompilationSummary b = part(candidate, s -> s.jit() == null ? null : s.jit().log());
    List<DeltaRow> rows = new ArrayList<>();
    if (a != null && b != null) {
      rows.add(row("compile tasks (compilation log)", a.tasks(), b.tasks(), Unit.COUNT));
      rows.add(row("failed tasks", a.failedTasks(), b.failedTasks(), Unit.COUNT));
      rows.add(row("compile time", a.totalCompileMs(), b.totalCompileMs(), Unit.MILLISECONDS));
      rows.add(row("inlining failures", a.inlineFailures(), b.inlineFailures(), Unit.COUNT));
      return rows;
    }
    Compilations x = part(baseline, s -> s.jit() == null ? null : s.jit().jfr());
    Compilations y = part(candidate, s -> s.jit() == null ? null : s.jit().jfr());
    if (x != null && y != null) {
      rows.add(row("compilations (JFR)", x.compilations(), y.compilations(), Unit.COUNT));
      rows.add(row("failed compilations", x.failed(), y.failed(), Unit.COUNT));
      rows.add(row("inlining failures", x.inliningFailures(), y.inliningFailures(), Unit.COUNT));
    }
    return rows;
  }

  private static <T> T part(RunSummary summary, Function<Sections, T> get) {
    return summary.sections() == null ? null : get.apply(summary.sections());
  }

  private static DeltaRow row(String what, double baseline, double candidate, Unit unit) {
    return new DeltaRow(
        what,
        Quantity.of(baseline, unit).text(),
        Quantity.of(candidate, unit).text(),
        change(baseline, candidate, unit));
  }

  private static String change(double baseline, double candidate, Unit unit) {
    double delta = candidate - baseline;
    String text = Quantity.of(delta, unit).signedChangeText();
    return baseline == 0 || unit == Unit.FRACTION
        ? text
        : text + " (" + Numbers.signedPercent(delta / Math.abs(baseline)) + ")";
  }
}
