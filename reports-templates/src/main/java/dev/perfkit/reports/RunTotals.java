package dev.perfkit.reports;

import dev.perfkit.analyzers.compilation.CompilationLog.CompilationSummary;
import dev.perfkit.analyzers.gc.GcLog.GcSummary;
import dev.perfkit.analyzers.jfr.Compilations;
import dev.perfkit.analyzers.jfr.GcPauses;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The GC and JIT totals of a run, declared once: the run report's per-run tables of a set and
 * compare's deltas both read them, so that both show the same quantities the same way.
 */
final class RunTotals {

  private RunTotals() {}

  /** How the runs' values of a column add up to one over all runs: summed, or the largest. */
  enum OverRuns {
    SUM,
    MAX,
    NONE
  }

  /** One total of a run: its label, unit, how runs combine, and where it is read. */
  record Column<T>(String what, Unit unit, OverRuns overRuns, ToDoubleFunction<T> value) {}

  /** One kind of evidence (a GC log, a recording's collections) and the totals read from it. */
  record Kind<T>(String name, Function<Sections, T> part, List<Column<T>> columns) {

    /** Each run's part, in order; null unless every run has one. */
    List<T> parts(List<RunSummary> runs) {
      List<T> parts =
          runs.stream().map(r -> r.sections() == null ? null : part.apply(r.sections())).toList();
      return parts.isEmpty() || parts.stream().anyMatch(Objects::isNull) ? null : parts;
    }
  }

  static final Kind<GcSummary> GC_LOG =
      new Kind<>(
          "GC log",
          s -> s.gc() == null ? null : s.gc().log(),
          List.of(
              new Column<>("pauses (GC log)", Unit.COUNT, OverRuns.SUM, g -> g.pauses().count()),
              new Column<>(
                  "share of time in pauses", Unit.FRACTION, OverRuns.NONE, g -> g.pauseShare()),
              new Column<>(
                  "total pause time", Unit.MILLISECONDS, OverRuns.SUM, g -> g.pauses().totalMs()),
              new Column<>("p99 pause", Unit.MILLISECONDS, OverRuns.NONE, g -> g.pauses().p99Ms()),
              new Column<>(
                  "longest pause", Unit.MILLISECONDS, OverRuns.MAX, g -> g.pauses().maxMs()),
              new Column<>("full GCs", Unit.COUNT, OverRuns.SUM, g -> g.fullGcs())));

  static final Kind<GcPauses> GC_JFR =
      new Kind<>(
          "JFR collections",
          s -> s.gc() == null ? null : s.gc().jfr(),
          List.of(
              new Column<>("collections (JFR)", Unit.COUNT, OverRuns.SUM, g -> g.collections()),
              new Column<>(
                  "share of time in pauses", Unit.FRACTION, OverRuns.NONE, g -> g.pauseShare()),
              new Column<>(
                  "total pause time", Unit.MILLISECONDS, OverRuns.SUM, g -> g.totalPauseMs()),
              new Column<>("longest pause", Unit.MILLISECONDS, OverRuns.MAX, g -> g.maxPauseMs())));

  static final Kind<CompilationSummary> JIT_LOG =
      new Kind<>(
          "compilation log",
          s -> s.jit() == null ? null : s.jit().log(),
          List.of(
              new Column<>(
                  "compile tasks (compilation log)", Unit.COUNT, OverRuns.SUM, c -> c.tasks()),
              new Column<>("failed tasks", Unit.COUNT, OverRuns.SUM, c -> c.failedTasks()),
              new Column<>(
                  "compile time", Unit.MILLISECONDS, OverRuns.SUM, c -> c.totalCompileMs()),
              new Column<>(
                  "inlining failures", Unit.COUNT, OverRuns.SUM, c -> c.inlineFailures())));

  static final Kind<Compilations> JIT_JFR =
      new Kind<>(
          "JFR compilations",
          s -> s.jit() == null ? null : s.jit().jfr(),
          List.of(
              new Column<>("compilations (JFR)", Unit.COUNT, OverRuns.SUM, c -> c.compilations()),
              new Column<>("failed compilations", Unit.COUNT, OverRuns.SUM, c -> c.failed()),
              new Column<>(
                  "compile time", Unit.MILLISECONDS, OverRuns.SUM, RunTotals::jfrCompileMs),
              new Column<>(
                  "inlining failures", Unit.COUNT, OverRuns.SUM, c -> c.inliningFailures())));

  /** The GC kinds, the one preferred first: every pause of a log beats a recording's. */
  static final List<Kind<?>> GC = List.of(GC_LOG, GC_JFR);

  /** The JIT kinds, the one preferred first. */
  static final List<Kind<?>> JIT = List.of(JIT_LOG, JIT_JFR);

  /** The summed time of the recording's compilations, as the jit-compile-time metric sums it. */
  private static double jfrCompileMs(Compilations jfr) {
    return jfr.byCompiler().values().stream()
        .mapToDouble(Compilations.CompilerTotal::totalMs)
        .sum();
  }
}
