package dev.perfkit.analyzers.gc;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The heap sizes of a JDK 8 GC log: whole ({@code 69952K}) or, in G1's lines, with a fraction
 * ({@code 7168.0K}, {@code 15.0G}), in bytes to gigabytes.
 */
final class LegacySizes {

  private static final String SIZE = "(\\d+(?:[.,]\\d+)?)([BKMG])";

  private static final Pattern ONE = Pattern.compile(SIZE);

  /** {@code before->after(capacity)}, the whole heap's when it is the last one of an event. */
  private static final Pattern TRANSITION =
      Pattern.compile(SIZE + "->" + SIZE + "\\(" + SIZE + "\\)");

  private LegacySizes() {}

  static boolean isSize(String text) {
    return ONE.matcher(text).matches();
  }

  /** Before, after and capacity in bytes of the last heap transition in the text, or null. */
  static long[] lastTransition(String text) {
    Matcher m = TRANSITION.matcher(text);
    long[] found = null;
    while (m.find()) {
      found =
          new long[] {
            bytes(m.group(1), m.group(2)),
            bytes(m.group(3), m.group(4)),
            bytes(m.group(5), m.group(6))
          };
    }
    return found;
  }

  /** {@code 7168.0} {@code K} in bytes, rounded down to a whole byte. */
  static long bytes(String number, String unit) {
    double value = Double.parseDouble(number.replace(',', '.'));
    int shift =
        switch (unit) {
          case "K" -> 10;
          case "M" -> 20;
          case "G" -> 30;
          default -> 0;
        };
    double bytes = value * (1L << shift);
    if (bytes >= Long.MAX_VALUE) {
      throw new NumberFormatException("size too large: " + number + unit);
    }
    return (long) bytes;
  }
}
