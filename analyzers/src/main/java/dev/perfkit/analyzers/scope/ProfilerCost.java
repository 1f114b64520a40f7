package dev.perfkit.analyzers.scope;

import dev.perfkit.analyzers.evidence.Summarizable;
import dev.perfkit.analyzers.findings.Input;
import java.util.Map;

/**
 * The profilers' own share of a CPU profile: the samples whose stack holds a profiler frame ({@link
 * ProfilerFrames}), counted by the outermost such frame, out of all the profile's samples. These
 * samples are taken out of the CPU profile that metrics and rules read, and reported here instead.
 *
 * @param samples the profiler's samples (in the profile's unit)
 * @param total all of the profile's samples, the profiler's included
 * @param sampleCount how many samples {@code total} counts: the profile's total when it counts
 *     samples, else the stacks it read (a recording weighs each sample in bytes or nanoseconds)
 * @param byFrame the profiler's samples by the outermost profiler frame of their stack
 */
public record ProfilerCost(long samples, long total, long sampleCount, Map<String, Long> byFrame)
    implements Summarizable {

  public static final Input<ProfilerCost> INPUT = new Input<>("profiler cost", ProfilerCost.class);

  public ProfilerCost {
    byFrame = Map.copyOf(byFrame);
  }

  /** The profiler's share of all CPU samples, 0 for an empty profile. */
  public double share() {
    return total == 0 ? 0 : (double) samples / total;
  }

  @Override
  public Object summary() {
    return this;
  }
}
