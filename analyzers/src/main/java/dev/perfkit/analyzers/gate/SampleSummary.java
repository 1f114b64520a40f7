package dev.perfkit.analyzers.gate;

import java.util.Arrays;
import org.apache.commons.statistics.descriptive.Median;

/**
 * One side of a check in brief: how many observations, their median and their range.
 *
 * @param n the number of observations (runs, or JMH iterations)
 * @param median their median
 * @param min the smallest
 * @param max the largest
 */
public record SampleSummary(int n, double median, double min, double max) {

  /** The summary of {@code values}, left in their order; all NaN when there are none. */
  public static SampleSummary of(double[] values) {
    if (values.length == 0) {
      return new SampleSummary(0, Double.NaN, Double.NaN, Double.NaN);
    }
    return new SampleSummary(
        values.length,
        // A copy: by default the median is found by reordering the array in place.
        Median.withDefaults().withCopy(true).evaluate(values),
        Arrays.stream(values).min().orElseThrow(),
        Arrays.stream(values).max().orElseThrow());
  }
}
