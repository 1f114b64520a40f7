package dev.perfkit.load;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads and writes durations the way users type them: {@code 500ms}, {@code 10s}, {@code 2m}. */
public final class DurationText {
  private static final Pattern SYNTAX = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h)");

  /**
   * The longest duration, a year: far beyond any run, and far below what deadlines computed as
   * {@code System.nanoTime() + nanos} can hold without wrapping around.
   */
  private static final Duration LONGEST = Duration.ofHours(24 * 365);

  private DurationText() {}

  /** Parses {@code 0} or a number with a unit (ms, s, m, h); throws with a one-line message. */
  public static Duration parse(String text) {
    String trimmed = text.trim();
    if (trimmed.equals("0")) {
      return Duration.ZERO;
    }
    Matcher matcher = SYNTAX.matcher(trimmed);
    if (!matcher.matches()) {
      throw new LoadSetupException(
          "invalid duration '" + text + "': expected a number and a unit, like 500ms, 10s or 2m");
    }
    BigDecimal millis = new BigDecimal(matcher.group(1)).multiply(millisPerUnit(matcher.group(2)));
    BigDecimal nanos = millis.movePointRight(6).setScale(0, RoundingMode.DOWN);
    if (nanos.compareTo(BigDecimal.valueOf(LONGEST.toNanos())) > 0) {
      throw new LoadSetupException(
          "invalid duration '" + text + "': too long (at most " + LONGEST.toHours() + "h)");
    }
    return Duration.ofNanos(nanos.longValueExact());
  }

  /** The shortest exact text for a duration: {@code 1500ms}, {@code 10s}, {@code 2m}. */
  public static String format(Duration duration) {
    long millis = duration.toMillis();
    if (millis % 60_000 == 0 && millis > 0) {
      return millis / 60_000 + "m";
    }
    return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
  }

  private static BigDecimal millisPerUnit(String unit) {
    return switch (unit) {
      case "ms" -> BigDecimal.ONE;
      case "s" -> BigDecimal.valueOf(1000);
      case "m" -> BigDecimal.valueOf(60_000);
      default -> BigDecimal.valueOf(3_600_000);
    };
  }
}
