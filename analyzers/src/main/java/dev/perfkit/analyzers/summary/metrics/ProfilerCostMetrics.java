package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.scope.ProfilerCost;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.summary.Metric;
import java.util.List;

/**
 * The profilers' own share of the CPU samples ({@link MetricKind#PROFILER_CPU_SHARE}): what the
 * measurement cost, taken out of every other CPU metric and finding, reported so that a reader sees
 * how much it was.
 */
final class ProfilerCostMetrics implements MetricFamily {

  @Override
  public List<Metric> of(MetricInputs inputs) {
    ProfilerCost cost = inputs.inputs().get(ProfilerCost.INPUT).orElse(null);
    if (cost == null || cost.total() == 0) {
      return List.of();
    }
    return List.of(
        MetricKind.PROFILER_CPU_SHARE.metric(
            cost.share(),
            Intervals.wilson(cost.share(), cost.sampleCount()),
            inputs.sources().of(StackInputs.CPU)
                + ": samples holding a profiler's own frame / all CPU samples"));
  }
}
