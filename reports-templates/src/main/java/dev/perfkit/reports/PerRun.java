package dev.perfkit.reports;

import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.repeat.RepeatedMetrics;
import java.util.Arrays;
import java.util.List;

/**
 * One quantity's values over a set's runs, one per run, and how a page says them: the set's value
 * as its metrics give it ({@link RepeatedMetrics#setValue}: the mean, or the median of runs too
 * skewed for one, so that the page and summary.json agree) with the runs' range beside it.
 */
record PerRun(double[] values, Unit unit) {

  /** The values of {@code column} in each of {@code parts}, in run order. */
  static <T> PerRun of(RunTotals.Column<T> column, List<T> parts) {
    return new PerRun(parts.stream().mapToDouble(column.value()).toArray(), column.unit());
  }

  double setValue() {
    return RepeatedMetrics.setValue(values, unit);
  }

  double min() {
    return Arrays.stream(values).min().orElse(Double.NaN);
  }

  double max() {
    return Arrays.stream(values).max().orElse(Double.NaN);
  }

  double sum() {
    return Arrays.stream(values).sum();
  }

  /** One run's value alone; a set's value, then its runs' range: "9 (8 to 10 over 4 runs)". */
  String text() {
    if (values.length == 1) {
      return text(values[0]);
    }
    return text(setValue())
        + " ("
        + text(min())
        + " to "
        + text(max())
        + " over "
        + values.length
        + " runs)";
  }

  String text(double value) {
    return Quantity.of(value, unit).text();
  }
}
