package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.summary.Metric;
import java.util.List;

/** One family of headline metrics (load, GC, JIT...), computed from whatever inputs it has. */
interface MetricFamily {

  /** The family's metrics, none when its inputs are absent. */
  List<Metric> of(MetricInputs inputs);
}
