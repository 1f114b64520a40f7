package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.util.Locale;

/**
 * Formats the amounts of profile findings in their unit (bytes, nanoseconds or samples), through
 * perfkit's shared {@link Numbers}.
 */
final class ProfileAmounts {

  private ProfileAmounts() {}

  static String percent(double share) {
    return Numbers.percent(share);
  }

  static String bytes(double bytes) {
    return Numbers.bytes(Math.round(bytes));
  }

  static String seconds(double nanos) {
    double seconds = nanos / 1e9;
    return seconds >= 1
        ? String.format(Locale.ROOT, "%.2f s", seconds)
        : Numbers.millis(nanos / 1e6);
  }

  /** A count in its unit: "1.2 GiB", "3.40 s", "1,234 samples". */
  static String amount(long value, ValueUnit unit) {
    return switch (unit) {
      case BYTES -> bytes(value);
      case NANOSECONDS -> seconds(value);
      case SAMPLES -> Numbers.count(value) + " samples";
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
