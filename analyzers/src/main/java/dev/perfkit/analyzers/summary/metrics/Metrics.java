package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.summary.Metric;
import java.util.ArrayList;
import java.util.List;

/** Every headline metric of a run, family by family, in the order summary.json lists them. */
public final class Metrics {

  private static final List<MetricFamily> FAMILIES =
      List.of(
          new LoadMetrics(),
          new CpuMetrics(),
          new AllocationMetrics(),
          new GcMetrics(),
          new JitMetrics(),
          new MethodCpuShares(),
          new ProfilerCostMetrics());

  private Metrics() {}

  public static List<Metric> of(MetricInputs inputs) {
    List<Metric> metrics = new ArrayList<>();
    for (MetricFamily family : FAMILIES) {
      metrics.addAll(family.of(inputs));
    }
    return List.copyOf(metrics);
  }
}
