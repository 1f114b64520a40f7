package dev.perfkit.collect;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an event's setting measures, and the units async-profiler reads it in. async-profiler looks
 * only at the first letter after the number, reads a leading 0 as octal and turns an unknown unit
 * into "off" (alloc) or an agent failure (cpu), so perfkit accepts a strict subset and passes it on
 * in a canonical form.
 */
enum EventQuantity {
  /** A duration; async-profiler would read a bare number as nanoseconds, too easy a mistake. */
  TIME(
      Map.of("ns", 1L, "us", 1_000L, "ms", 1_000_000L, "s", 1_000_000_000L),
      "with a unit: ns, us, ms or s"),
  /** A byte count; {@code k}, {@code m}, {@code g} are powers of 1024, as in async-profiler. */
  BYTES(
      Map.of("", 1L, "k", 1L << 10, "m", 1L << 20, "g", 1L << 30),
      "of bytes, optionally with a unit: k, m or g (powers of 1024)");

  private static final Pattern NUMBER_AND_UNIT = Pattern.compile("([0-9]+)([a-z]*)");

  private final Map<String, Long> multipliers;
  private final String rule;

  EventQuantity(Map<String, Long> multipliers, String rule) {
    this.multipliers = multipliers;
    this.rule = rule;
  }

  /** What a valid setting looks like, for a message: "... above 0 with a unit: ns, us, ms or s". */
  String rule() {
    return "a whole number above 0 " + rule;
  }

  /**
   * The setting without leading zeros (which async-profiler would read as octal), or null when it
   * is not a positive whole number in one of the units, or would overflow async-profiler's long.
   */
  String canonical(String setting) {
    Matcher matcher = NUMBER_AND_UNIT.matcher(setting);
    if (!matcher.matches() || !multipliers.containsKey(matcher.group(2))) {
      return null;
    }
    try {
      long number = Long.parseLong(matcher.group(1));
      Math.multiplyExact(number, multipliers.get(matcher.group(2)));
      return number > 0 ? number + matcher.group(2) : null;
    } catch (ArithmeticException | NumberFormatException e) {
      return null; // beyond a long, in the unit or in nanoseconds or bytes
    }
  }
}
