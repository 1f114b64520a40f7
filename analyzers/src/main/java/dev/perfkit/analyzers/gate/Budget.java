package dev.perfkit.analyzers.gate;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The largest regression a check allows: relative to the baseline's median ({@code 5%}) or
 * absolute, in a unit ({@code 2 ms}, {@code 64 KiB}, {@code 0.5pp}) or in the metric's own unit
 * when none is written ({@code 1000} for a metric in requests/s).
 *
 * @param relative whether {@code amount} is a share of the baseline's median
 * @param amount the share (0.05 for 5%) or the absolute amount in {@code unit}
 * @param unit the absolute amount's unit; empty for a relative budget or the metric's own unit
 * @param text the budget as written
 */
public record Budget(boolean relative, double amount, String unit, String text) {

  private static final Pattern FORM =
      Pattern.compile("([0-9]+(?:\\.[0-9]+)?|\\.[0-9]+)\\s*(%|[A-Za-zµ/]+)?");

  /**
   * Reads {@code 5%}, {@code 2 ms}, {@code 64 KiB}, {@code 0.5pp} or a bare number.
   *
   * @throws IllegalArgumentException in words that say what is wrong with it
   */
  public static Budget parse(String text) {
    String trimmed = text.strip();
    Matcher matcher = FORM.matcher(trimmed);
    if (!matcher.matches()) {
      throw new IllegalArgumentException(
          "budget '" + text + "' is not a number with % or a unit (5%, 2 ms, 64 KiB, 0.5pp)");
    }
    double amount = Double.parseDouble(matcher.group(1));
    String unit = matcher.group(2) == null ? "" : matcher.group(2);
    if (unit.equals("%")) {
      return new Budget(true, amount / 100, "", trimmed);
    }
    if (!unit.isEmpty() && !BudgetUnits.known(unit)) {
      throw new IllegalArgumentException(
          "budget '"
              + text
              + "' has an unknown unit '"
              + unit
              + "' (ns, us, ms, s, B, KiB, MiB, pp)");
    }
    return new Budget(false, amount, unit, trimmed);
  }

  /**
   * The regression this budget allows, in {@code metricUnit}, for a baseline whose median is {@code
   * baselineMedian}.
   *
   * @throws IllegalArgumentException when an absolute budget's unit cannot bound the metric
   */
  public double allowed(double baselineMedian, String metricUnit) {
    if (relative) {
      return amount * Math.abs(baselineMedian);
    }
    return unit.isEmpty() ? amount : BudgetUnits.convert(amount, unit, metricUnit);
  }
}
