package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.compilation.CompileTask;
import dev.perfkit.analyzers.compilation.FailedCallSite;
import dev.perfkit.analyzers.compilation.InliningLimits;
import dev.perfkit.analyzers.compilation.MethodCompileStats;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.gc.GcPause;
import dev.perfkit.analyzers.gc.PauseGroup;
import dev.perfkit.analyzers.gc.PauseStats;
import java.util.List;
import java.util.Map;

/** Hand-made logs for the rules' tests: every number chosen, so every expected value is exact. */
final class SyntheticLogs {

  private SyntheticLogs() {}

  static CompilationLog compilation(List<FailedCallSite> sites, InliningLimits limits) {
    return compilation(sites, List.of(), List.of(), limits);
  }

  static CompilationLog compilation(
      List<FailedCallSite> sites,
      List<CompileTask> longest,
      List<MethodCompileStats> methods,
      InliningLimits limits) {
    return new CompilationLog(
        "25.0.3+9-LTS",
        limits,
        List.of(),
        longest,
        methods,
        Map.of(),
        Map.of(),
        sites,
        List.of(),
        false,
        "",
        null);
  }

  static FailedCallSite site(
      String caller, String callee, int bytes, String reason, long count, long invocations) {
    return new FailedCallSite(
        caller, callee, bytes, reason, 1, count, invocations, List.of(count >= 0 ? "c2" : "c1"));
  }

  static CompileTask task(
      int id, String method, String compiler, int bytes, boolean osr, long durationMs) {
    return new CompileTask(
        id, method, compiler, compiler.equals("c2") ? 4 : 3, bytes, osr, 1.0, durationMs, true, "");
  }

  static GcLog gc(
      double runSeconds, PauseStats stats, List<PauseGroup> groups, List<GcPause> longest) {
    return new GcLog(
        "G1", runSeconds, stats, groups, longest, List.of(), -1, -1, false, "", null, null);
  }

  static PauseStats pauses(long count, double totalMs, double maxMs, double p99Ms) {
    return new PauseStats(count, totalMs, maxMs, totalMs / count, 5, 20, p99Ms, maxMs);
  }
}
