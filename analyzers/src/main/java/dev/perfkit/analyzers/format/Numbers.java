package dev.perfkit.analyzers.format;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * How perfkit writes numbers for people, on every surface (terminal, Markdown, JUnit, HTML, the
 * demo), in one place: thousands separators, binary byte units, percentages and percentage points,
 * signs. {@link dev.perfkit.analyzers.model.Quantity} picks among these by unit; {@link Scale} puts
 * several numbers of one unit on one scale.
 */
public final class Numbers {

  private Numbers() {}

  /** A count with thousands separators: {@code 12,345}. */
  public static String count(long value) {
    return String.format(Locale.ROOT, "%,d", value);
  }

  /** A rate with thousands separators and no decimals: {@code 5,678}. */
  public static String rate(double value) {
    return String.format(Locale.ROOT, "%,.0f", value);
  }

  /** Milliseconds with precision that suits their size: {@code 0.412 ms}, {@code 45.1 ms}. */
  public static String millis(double value) {
    if (value < 1) {
      return String.format(Locale.ROOT, "%.3f ms", value);
    }
    return String.format(Locale.ROOT, value < 100 ? "%.1f ms" : "%,.0f ms", value);
  }

  /**
   * A share as a whole percentage, or one decimal below 10%: {@code 32%}, {@code 4.5%}. Above 99%
   * and short of all, two decimals rounded down, so that a success rate with failures never reads
   * as 100%: {@code 99.98%}.
   */
  public static String percent(double share) {
    double percent = share * 100;
    if (percent > 99 && percent < 100) {
      return String.format(Locale.ROOT, "%.2f%%", Math.floor(percent * 100) / 100);
    }
    return String.format(Locale.ROOT, percent < 10 ? "%.1f%%" : "%.0f%%", percent);
  }

  /** Seconds: {@code 4.25 s}, {@code 1,234.5 s}. */
  public static String seconds(double value) {
    return String.format(Locale.ROOT, value < 10 ? "%.2f s" : "%,.1f s", value);
  }

  /** One decimal with thousands separators: {@code 1,234.5}. */
  public static String tenths(double value) {
    return String.format(Locale.ROOT, "%,.1f", value);
  }

  /** A byte count in binary units: {@code 512 B}, {@code 1.5 MiB}. */
  public static String bytes(long value) {
    if (value < 1024) {
      return value + " B";
    }
    String[] units = {"KiB", "MiB", "GiB", "TiB"};
    double scaled = value;
    int unit = -1;
    while (scaled >= 1024 && unit < units.length - 1) {
      scaled /= 1024;
      unit++;
    }
    return String.format(Locale.ROOT, "%.1f %s", scaled, units[unit]);
  }

  /**
   * Four significant digits with thousands separators, trailing zeros dropped: {@code 35,422},
   * {@code 1,229}, {@code 12.35}, {@code 0.07143}; what a table of measured numbers shows when no
   * unit decides the precision.
   */
  public static String decimal(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      return Double.toString(value);
    }
    if (Math.abs(value) >= 1000) {
      return String.format(Locale.ROOT, "%,.0f", value);
    }
    if (value == 0) {
      return "0";
    }
    BigDecimal rounded = new BigDecimal(value).round(new MathContext(4, RoundingMode.HALF_EVEN));
    return rounded.stripTrailingZeros().toPlainString();
  }

  /** A plain decimal with {@code decimals} places and no separators, for fields programs read. */
  public static String fixed(double value, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f", value);
  }

  /**
   * A relative change with its sign and one decimal: {@code +20.0%}, {@code -96.6%}, {@code ±0.0%}
   * for none, signed as every change is ({@link #sign}).
   */
  public static String signedPercent(double relative) {
    return sign(relative) + String.format(Locale.ROOT, "%.1f%%", Math.abs(relative) * 100);
  }

  /**
   * A difference of two shares in percentage points, without its sign: {@code 4.50 pp}, two
   * decimals below 10 points so that a small change of a success rate stays visible.
   */
  public static String points(double shareDifference) {
    double points = Math.abs(shareDifference) * 100;
    // Decided on the rounded number, so that 9.999 reads 10.0 pp, as 10.001 does.
    return String.format(Locale.ROOT, points < 9.995 ? "%.2f pp" : "%.1f pp", points);
  }

  /** The sign a change is written with: {@code +}, {@code -}, or {@code ±} for none at all. */
  public static String sign(double change) {
    return change > 0 ? "+" : change < 0 ? "-" : "±";
  }
}
