package dev.perfkit.analyzers;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.rules.RuleInputs;
import dev.perfkit.analyzers.scope.ApplicationCpu;

/**
 * Inputs computed from other inputs once all files are read, so that a rule fed by one reader can
 * use what another found: the GC and JIT rules read pauses and compilations from a log or a
 * recording alike. The CPU profile without the profilers' own samples comes first ({@link
 * ApplicationCpu}).
 */
final class DerivedInputs {

  private DerivedInputs() {}

  static void add(AnalysisInputs inputs) {
    ApplicationCpu.derive(inputs);
    RuleInputs.add(inputs);
  }
}
