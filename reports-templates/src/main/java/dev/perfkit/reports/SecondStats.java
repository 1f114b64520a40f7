package dev.perfkit.reports;

import java.util.List;
import java.util.Objects;
import org.apache.commons.statistics.descriptive.Median;

/**
 * The median and range of one second's values over a set's runs, leaving out the runs that did not
 * reach that second; null when none did.
 */
final class SecondStats {

  private SecondStats() {}

  static Double median(List<? extends Number> values) {
    double[] sorted = present(values);
    return sorted.length == 0 ? null : Median.withDefaults().evaluate(sorted);
  }

  static Double min(List<? extends Number> values) {
    double[] sorted = present(values);
    return sorted.length == 0 ? null : sorted[0];
  }

  static Double max(List<? extends Number> values) {
    double[] sorted = present(values);
    return sorted.length == 0 ? null : sorted[sorted.length - 1];
  }

  private static double[] present(List<? extends Number> values) {
    return values.stream()
        .filter(Objects::nonNull)
        .mapToDouble(Number::doubleValue)
        .sorted()
        .toArray();
  }
}
