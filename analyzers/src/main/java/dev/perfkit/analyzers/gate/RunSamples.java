package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.RunSummary;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The observations of each metric of a run's summary: the per-run values of a repeated run ({@code
 * --repeat N}); a single run is one observation, its value, since its per-second samples are not
 * independent of each other.
 */
public final class RunSamples {

  private RunSamples() {}

  /** Each metric of {@code summary} by id, as samples. */
  public static Map<String, Samples> of(RunSummary summary) {
    Map<String, Samples> samples = new LinkedHashMap<>();
    for (Metric metric : summary.metrics()) {
      samples.put(metric.id(), samplesOf(metric));
    }
    return samples;
  }

  private static Samples samplesOf(Metric metric) {
    double[] values =
        metric.perRunValues().isEmpty()
            ? new double[] {metric.value()}
            : metric.perRunValues().stream().mapToDouble(Double::doubleValue).toArray();
    return new Samples(metric.id(), metric.unit().jsonName(), metric.better(), values);
  }
}
