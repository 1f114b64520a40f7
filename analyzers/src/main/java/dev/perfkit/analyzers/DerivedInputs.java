package dev.perfkit.analyzers;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.MethodHotness;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.rules.RuleInputs;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;

/**
 * Inputs computed from other inputs once all files are read, so that a rule fed by one reader can
 * use what another found: the inlining rule weighs call sites by the CPU profile's view of their
 * callee, and the GC and JIT rules read pauses and compilations from a log or a recording alike.
 */
final class DerivedInputs {

  private DerivedInputs() {}

  static void add(AnalysisInputs inputs) {
    if (!inputs.has(CompilationInputs.METHOD_HOTNESS)) {
      inputs
          .get(StackInputs.CPU)
          .ifPresent(
              cpu ->
                  inputs.derive(
                      CompilationInputs.METHOD_HOTNESS,
                      hotnessFrom(cpu),
                      inputs.sourceOf(StackInputs.CPU)));
    }
    RuleInputs.add(inputs);
  }

  private static MethodHotness hotnessFrom(StackProfile cpu) {
    return (className, methodName) -> cpu.share(className + "." + methodName).onStackShare();
  }
}
