package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.jfr.JfrInputs;

/**
 * Turns what the readers found into the concepts rules read: GC pauses from a GC log or a JFR
 * recording, the JIT's work from a compilation log or a JFR recording. When both are there the log
 * wins: it has every pause (so percentiles), and callee sizes and call counts.
 */
public final class RuleInputs {

  private RuleInputs() {}

  public static void add(AnalysisInputs inputs) {
    inputs
        .get(GcInputs.GC_LOG)
        .map(GcActivity::of)
        .or(() -> inputs.get(JfrInputs.GC_PAUSES).map(GcActivity::of))
        .ifPresent(gc -> inputs.derive(GcActivity.INPUT, gc, gc.source()));
    inputs
        .get(CompilationInputs.COMPILATION_LOG)
        .map(JitActivity::of)
        .or(() -> inputs.get(JfrInputs.COMPILATIONS).map(JitActivity::of))
        .ifPresent(jit -> inputs.derive(JitActivity.INPUT, jit, jit.source()));
  }
}
