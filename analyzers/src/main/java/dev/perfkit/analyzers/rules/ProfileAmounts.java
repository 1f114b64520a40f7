package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.stacks.ValueUnit;

/** The amounts of profile findings as typed quantities in the profile's unit, and their scores. */
final class ProfileAmounts {

  private ProfileAmounts() {}

  /** A count in its unit: bytes, a time (in seconds from one second up), or samples. */
  static Quantity amount(long value, ValueUnit unit) {
    return switch (unit) {
      case BYTES -> Quantity.bytes(value);
      case NANOSECONDS ->
          value >= 1_000_000_000L
              ? Quantity.of(value / 1e9, Unit.SECONDS)
              : Quantity.millis(value / 1e6);
      case SAMPLES -> Quantity.count(value);
    };
  }

  /** A score from a share: 10% gives 30, 32% gives 52, 55% or more gives 75 (a warning). */
  static int scoreOfShare(double share) {
    return (int) Math.max(0, Math.min(90, Math.round(20 + share * 100)));
  }
}
