package dev.perfkit.analyzers.gc;

import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * One unified-logging line split into its decorations and message: {@code [0.123s][info][gc,start ]
 * GC(4) Pause Young ...}. Understands the uptime ({@code 0.123s}, {@code 123ms}, {@code 123ns}),
 * time and utctime ({@code 2026-01-02T03:04:05.678+0000}), timemillis/timenanos, level and tags
 * decorations in any order; other decorations (pid, tid, hostname) are skipped. Times stay text
 * until asked for: most lines of a log are never timed.
 *
 * @param uptime the uptime decoration as written, or null
 * @param wallClock the time, utctime, timemillis or timenanos decoration as written, or null
 * @param tags the tag set, such as {@code gc,start}; empty when not decorated with tags
 * @param message the text after the decorations
 */
record LogLine(String uptime, String wallClock, String tags, String message) {

  private static final DateTimeFormatter ISO_TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSZ");

  /** Digits from which a millisecond count is a wall-clock time (year 1973 on), not an uptime. */
  private static final int EPOCH_MILLIS_DIGITS = 12;

  private static final int EPOCH_NANOS_DIGITS = 18;

  /** The line's parts, or null when it does not start with a decoration. */
  static LogLine parse(String line) {
    if (line.isEmpty() || line.charAt(0) != '[') {
      return null;
    }
    String uptime = null;
    String wallClock = null;
    String tags = "";
    int pos = 0;
    while (pos < line.length() && line.charAt(pos) == '[') {
      int close = line.indexOf(']', pos);
      if (close < 0) {
        return null;
      }
      if (close > pos + 1) {
        char first = line.charAt(pos + 1);
        // A time ends in s, ms, ns or a zone offset; pid and tid are bare numbers.
        if (Character.isDigit(first) && !isNumber(line, pos + 1, close)) {
          String time = line.substring(pos + 1, close);
          if (isWallClock(time)) {
            wallClock = time;
          } else {
            uptime = time;
          }
        } else if (Character.isLowerCase(first) && !isLevel(line, pos + 1, close)) {
          tags = line.substring(pos + 1, close).strip();
        }
      }
      pos = close + 1;
    }
    String message = pos < line.length() && line.charAt(pos) == ' ' ? line.substring(pos + 1) : "";
    return new LogLine(uptime, wallClock, isTagSet(tags) ? tags : "", message);
  }

  /** Seconds since JVM start, NaN without an uptime decoration. */
  double uptimeSeconds() {
    return uptime == null ? Double.NaN : seconds(uptime);
  }

  /** Wall-clock seconds since the epoch, NaN without a time decoration. */
  double epochSeconds() {
    if (wallClock == null) {
      return Double.NaN;
    }
    return wallClock.indexOf('-') > 0 ? isoSeconds(wallClock) : seconds(wallClock);
  }

  private static boolean isNumber(String line, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!Character.isDigit(line.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  private static boolean isWallClock(String time) {
    if (time.length() > 10 && time.charAt(4) == '-') {
      return true;
    }
    int digits = time.length() - 2;
    return time.endsWith("ns")
        ? digits >= EPOCH_NANOS_DIGITS
        : time.endsWith("ms") && digits >= EPOCH_MILLIS_DIGITS;
  }

  /** The JVM writes the uptime in its locale, so it may carry a decimal comma ({@code 1,297s}). */
  private static double seconds(String decoration) {
    String time = decoration.replace(',', '.');
    try {
      if (time.endsWith("ns")) {
        return Double.parseDouble(time.substring(0, time.length() - 2)) * 1e-9;
      }
      if (time.endsWith("ms")) {
        return Double.parseDouble(time.substring(0, time.length() - 2)) * 1e-3;
      }
      return Double.parseDouble(time.substring(0, time.length() - 1));
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
  }

  private static boolean isLevel(String line, int from, int to) {
    return switch (to - from) {
      case 4 -> line.startsWith("info", from);
      case 5 ->
          line.startsWith("trace", from)
              || line.startsWith("debug", from)
              || line.startsWith("error", from);
      case 7 -> line.startsWith("warning", from);
      default -> false;
    };
  }

  private static boolean isTagSet(String decoration) {
    for (int i = 0; i < decoration.length(); i++) {
      char c = decoration.charAt(i);
      if (!(Character.isLowerCase(c) || Character.isDigit(c) || c == ',' || c == '_')) {
        return false;
      }
    }
    return true;
  }

  private static double isoSeconds(String decoration) {
    try {
      OffsetDateTime time = OffsetDateTime.parse(decoration, ISO_TIME);
      return time.toEpochSecond() + time.getNano() / 1e9;
    } catch (DateTimeParseException e) {
      return Double.NaN;
    }
  }
}
