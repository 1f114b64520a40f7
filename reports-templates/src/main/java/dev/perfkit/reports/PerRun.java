package dev.perfkit.reports;

import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import java.util.Arrays;
import java.util.List;

/**
 * One quantity's values over a set's runs, one per run, and how a page says them: the mean (the
 * set's metrics are means over runs, so the two agree) with the runs' range beside it.
 */
record PerRun(double[] values, Unit unit) {

  /** The values of {@code column} in each of {@code parts}, in run order. */
  static <T> PerRun of(RunTotals.Column<T> column, List<T> parts) {
    return new PerRun(parts.stream().mapToDouble(column.value()).toArray(), column.unit());
  }

  double mean() {
    return Arrays.stream(values).average().orElse(Double.NaN);
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

  /** One run's value alone; a set's mean, then its runs' range: "9 (8 to 10 over 4 runs)". */
  String text() {
    if (values.length == 1) {
      return text(values[0]);
    }
    return text(mean())
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
