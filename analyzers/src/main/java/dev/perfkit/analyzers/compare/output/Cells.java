package dev.perfkit.analyzers.compare.output;

import dev.perfkit.analyzers.compare.MetricChange;
import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;

/** The words of a comparison's table cells, shared by the text, Markdown and HTML formats. */
public final class Cells {

  private Cells() {}

  /**
   * A side's value with half its 95% interval, {@code 17,806 requests/s ±2,718 requests/s}; or,
   * when the interval is not centred on the value (the median and range of skewed runs), with its
   * ends: {@code 89.3 ms (0.270 ms to 281 ms)}, never a symmetric interval that is not one.
   */
  public static String value(MetricChange.Side side, Unit unit) {
    if (side == null) {
      return "-";
    }
    String value = Quantity.of(side.value(), unit).text();
    Metric.Interval interval = side.spread().interval();
    if (interval == null) {
      return value;
    }
    double above = interval.high() - side.value();
    double below = side.value() - interval.low();
    if (Math.abs(above - below) > 1e-9 * Math.max(1, Math.abs(side.value()))) {
      return value
          + " ("
          + Quantity.of(interval.low(), unit).text()
          + " to "
          + Quantity.of(interval.high(), unit).text()
          + ")";
    }
    return value + " ±" + magnitude((interval.high() - interval.low()) / 2, unit);
  }

  /** The change with its sign, and relative to the baseline: {@code +1.2 ms (+20.0%)}. */
  public static String change(MetricChange change) {
    if (change.change() == null) {
      return "-";
    }
    String text = Quantity.of(change.change(), change.unit()).signedChangeText();
    if (change.relativeChange() == null || change.unit() == Unit.FRACTION) {
      return text;
    }
    return text + " (" + Numbers.signedPercent(change.relativeChange()) + ")";
  }

  /** The smallest change that counts: {@code ±1.2 ms}; {@code -} when it was not judged. */
  public static String noise(MetricChange change) {
    return change.noise() == null ? "-" : "±" + magnitude(change.noise(), change.unit());
  }

  /** A non-negative amount in {@code unit}; shares in percentage points, which a change is. */
  private static String magnitude(double amount, Unit unit) {
    return Quantity.of(amount, unit).changeText();
  }

  /** A change of share in percentage points with its sign: {@code +4.50 pp}. */
  public static String points(double shareDifference) {
    return Quantity.fraction(shareDifference).signedChangeText();
  }

  /** A share as a percentage with two decimals: {@code 12.35%}. */
  public static String share(double share) {
    return Numbers.fixed(share * 100, 2) + "%";
  }
}
