package dev.perfkit.analyzers.scope;

import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.ValueUnit;

/**
 * Splits a CPU profile into the application's samples and the profilers' own: a sample whose stack
 * holds a profiler frame anywhere is the profiler's (its signal handler runs on top of whatever the
 * thread was doing, so the frames below it are not what the sample cost).
 */
public final class ProfilerCostSplit {

  /** The profile without the profilers' samples, and what those samples were. */
  public record Result(StackProfile application, ProfilerCost cost) {}

  private ProfilerCostSplit() {}

  public static Result of(StackProfile profile) {
    StackPruning.Pruned pruned = StackPruning.prune(profile, ProfilerFrames::isProfiler);
    return new Result(
        pruned.kept(),
        new ProfilerCost(
            pruned.cutWeight(),
            profile.total(),
            profile.unit() == ValueUnit.SAMPLES ? profile.total() : profile.stacks(),
            pruned.cutByFrame()));
  }
}
