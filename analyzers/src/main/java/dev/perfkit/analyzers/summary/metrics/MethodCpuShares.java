package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.scope.ApplicationCpu;
import dev.perfkit.analyzers.stacks.FrameStats;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.ValueUnit;
import dev.perfkit.analyzers.summary.Metric;
import java.util.List;

/**
 * The share of CPU samples that end in each of the top {@value #TOP} methods (self time), with ids
 * {@code cpu-share:pkg.Class.method} so that two runs line up by method.
 */
final class MethodCpuShares implements MetricFamily {

  static final int TOP = 5;

  @Override
  public List<Metric> of(MetricInputs inputs) {
    StackProfile cpu = ApplicationCpu.of(inputs.inputs()).orElse(null);
    if (cpu == null || cpu.total() == 0) {
      return List.of();
    }
    String source =
        inputs.sources().of(StackInputs.CPU)
            + ": self samples / all CPU samples less the profilers' own";
    // Collapsed files count samples in their totals; a recording counts one sample per stack read.
    long samples = cpu.unit() == ValueUnit.SAMPLES ? cpu.total() : cpu.stacks();
    return cpu.topSelf(TOP).stream().map(frame -> share(frame, cpu, samples, source)).toList();
  }

  private static Metric share(FrameStats frame, StackProfile cpu, long samples, String source) {
    double share = (double) frame.self() / cpu.total();
    return MetricKind.CPU_SHARE.perMethod(
        frame.name(), share, Intervals.wilson(share, samples), source);
  }
}
