package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.summary.Metric.Better;

/**
 * The independent observations of one quantity on one side of a gate: one per repeated run, or one
 * per JMH measurement iteration.
 *
 * @param id the check's name: a metric id, or a benchmark with its parameters
 * @param unit the unit of the values as written ({@code ms/request}, {@code ops/s})
 * @param better which direction is an improvement
 * @param values the observations
 */
public record Samples(String id, String unit, Better better, double[] values) {

  public Samples {
    values = values.clone();
  }

  @Override
  public double[] values() {
    return values.clone();
  }

  /** How many observations there are. */
  public int size() {
    return values.length;
  }
}
