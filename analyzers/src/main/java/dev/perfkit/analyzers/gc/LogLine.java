package dev.perfkit.analyzers.gc;

import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * One unified-logging line split into its decorations and message: {@code [0.123s][info][gc,start ]
 * GC(4) Pause Young ...}. Understands the uptime ({@code 0.123s}, {@code 123ms}, {@code 123ns}),
 * time and utctime ({@code 2026-01-02T03:04:05.678+0000}), timemillis/timenanos, level and tags
 * decorations in any order; other decorations (pid, tid, hostname) are skipped.
 *
 * @param uptimeSeconds seconds since JVM start, NaN when the line has no uptime decoration
 * @param epochSeconds wall-clock seconds, NaN when the line has no time decoration
 * @param tags the tag set, such as {@code gc,start}; empty when not decorated with tags
 * @param message the text after the decorations
 */
record LogLine(double uptimeSeconds, double epochSeconds, String tags, String message) {

  private static final DateTimeFormatter ISO_TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSZ");
  private static final double EPOCH_MILLIS_FLOOR = 1e11;
  private static final double EPOCH_NANOS_FLOOR = 1e17;

  /** The line's parts, or null when it does not start with a decoration. */
  static LogLine parse(String line) {
    if (line.isEmpty() || line.charAt(0) != '[') {
      return null;
    }
    Decorations decorations = new Decorations();
    int pos = 0;
    while (pos < line.length() && line.charAt(pos) == '[') {
      int close = line.indexOf(']', pos);
      if (close < 0) {
        return null;
      }
      decorations.add(line.substring(pos + 1, close).strip());
      pos = close + 1;
    }
    String message = pos < line.length() && line.charAt(pos) == ' ' ? line.substring(pos + 1) : "";
    return new LogLine(decorations.uptime, decorations.epoch, decorations.tags, message);
  }

  /** Collects the decorations of one line. */
  private static final class Decorations {
    double uptime = Double.NaN;
    double epoch = Double.NaN;
    String tags = "";

    void add(String decoration) {
      if (decoration.isEmpty()) {
        return;
      }
      char last = decoration.charAt(decoration.length() - 1);
      if (Character.isDigit(decoration.charAt(0)) && Character.isLetter(last)) {
        addTime(decoration);
      } else if (isLevel(decoration)) {
        return;
      } else if (Character.isLetter(decoration.charAt(0)) && isTagSet(decoration)) {
        tags = decoration;
      }
    }

    private void addTime(String decoration) {
      if (decoration.length() > 10 && decoration.charAt(4) == '-') {
        epoch = isoSeconds(decoration);
      } else if (decoration.endsWith("ns")) {
        place(number(decoration, 2), 1e-9, EPOCH_NANOS_FLOOR);
      } else if (decoration.endsWith("ms")) {
        place(number(decoration, 2), 1e-3, EPOCH_MILLIS_FLOOR);
      } else if (decoration.endsWith("s")) {
        uptime = number(decoration, 1);
      }
    }

    /** A millisecond or nanosecond count is a wall-clock time when it is as large as one. */
    private void place(double value, double toSeconds, double epochFloor) {
      if (value >= epochFloor) {
        epoch = value * toSeconds;
      } else {
        uptime = value * toSeconds;
      }
    }
  }

  private static boolean isLevel(String decoration) {
    return switch (decoration) {
      case "trace", "debug", "info", "warning", "error" -> true;
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

  private static double number(String decoration, int suffixLength) {
    try {
      return Double.parseDouble(decoration.substring(0, decoration.length() - suffixLength));
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
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
