package dev.perfkit.analyzers.format;

import java.util.Locale;

/** How perfkit writes numbers in findings and on the terminal, in one place. */
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
}
