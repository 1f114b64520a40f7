package dev.perfkit.analyzers.scope;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.util.Optional;

/**
 * The CPU profile that metrics and rules read: the one read from the evidence less the profilers'
 * own samples ({@link ProfilerCostSplit}). The profile as read stays the CPU profile input, as the
 * flame graph and the evidence summary show it.
 */
public final class ApplicationCpu {

  public static final Input<StackProfile> INPUT =
      new Input<>("CPU profile without the profilers' samples", StackProfile.class);

  private ApplicationCpu() {}

  /** Derives the profile and the profilers' cost from the CPU profile, when there is one. */
  public static void derive(AnalysisInputs inputs) {
    inputs
        .get(StackInputs.CPU)
        .ifPresent(
            cpu -> {
              ProfilerCostSplit.Result split = ProfilerCostSplit.of(cpu);
              String source = inputs.sourceOf(StackInputs.CPU);
              inputs.derive(INPUT, split.application(), source);
              inputs.derive(ProfilerCost.INPUT, split.cost(), source);
            });
  }

  /** The CPU profile without the profilers' samples, or the one read when none was derived. */
  public static Optional<StackProfile> of(AnalysisInputs inputs) {
    return inputs.get(INPUT).or(() -> inputs.get(StackInputs.CPU));
  }
}
