package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Better;
import dev.perfkit.analyzers.summary.Metric.Spread;
import java.util.List;

/**
 * CPU time per request: the CPU time the target's process used (all threads, user and system) while
 * the load ran, as run.json's {@code cpuSecondsDuringLoad} has it from the OS, divided by the
 * requests the load sent in that time, warm-up included.
 */
final class CpuMetrics implements MetricFamily {

  @Override
  public List<Metric> of(MetricInputs inputs) {
    if (inputs.run() == null || inputs.run().target() == null) {
      return List.of();
    }
    Double cpuSeconds = inputs.run().target().cpuSecondsDuringLoad();
    Long requests = inputs.requestsSent().orElse(null);
    if (cpuSeconds == null || requests == null) {
      return List.of();
    }
    return List.of(
        new Metric(
            "cpu-time-per-request",
            cpuSeconds * 1000 / requests,
            Unit.MILLISECONDS_PER_REQUEST,
            Better.LOWER,
            Spread.none(
                requests, "one CPU-time reading over the whole load: repetitions give it a spread"),
            "run.json target.cpuSecondsDuringLoad / the requests of load/results.json's"
                + " per-second series, warm-up included"));
  }
}
