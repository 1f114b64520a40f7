package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.stacks.ValueUnit;
import java.util.Locale;

/** Formats the amounts of profile findings: shares, bytes, durations, rates, sample counts. */
final class ProfileAmounts {

  private ProfileAmounts() {}

  static String percent(double share) {
    return String.format(Locale.ROOT, "%.0f%%", share * 100);
  }

  static String bytes(double bytes) {
    String[] units = {"B", "KB", "MB", "GB", "TB"};
    int unit = 0;
    while (bytes >= 1024 && unit < units.length - 1) {
      bytes /= 1024;
      unit++;
    }
    return String.format(Locale.ROOT, unit == 0 ? "%.0f %s" : "%.1f %s", bytes, units[unit]);
  }

  static String seconds(double nanos) {
    double seconds = nanos / 1e9;
    return seconds >= 1
        ? String.format(Locale.ROOT, "%.2f s", seconds)
        : String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
  }

  /** A count in its unit: "1.2 GB", "3.40 s", "1234 samples". */
  static String amount(long value, ValueUnit unit) {
    return switch (unit) {
      case BYTES -> bytes(value);
      case NANOSECONDS -> seconds(value);
      case SAMPLES -> value + " samples";
    };
  }

  /** What the shares of a profile are shares of: "allocated bytes", "allocation samples". */
  static String of(ValueUnit unit, String bytesOrTime, String samples) {
    return unit == ValueUnit.SAMPLES ? samples : bytesOrTime;
  }

  /** A score from a share: 10% gives 30, 32% gives 52, 55% or more gives 75 (a warning). */
  static int scoreOfShare(double share) {
    return (int) Math.max(0, Math.min(90, Math.round(20 + share * 100)));
  }
}
