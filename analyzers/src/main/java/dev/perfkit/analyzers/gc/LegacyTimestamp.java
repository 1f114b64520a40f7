package dev.perfkit.analyzers.gc;

import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The stamps a JDK 8 GC log puts before an event: {@code 2022-08-01T17:17:33.375+0000: } from
 * {@code -XX:+PrintGCDateStamps}, {@code 0.163: } from {@code -XX:+PrintGCTimeStamps} and {@code
 * #4: } from {@code -XX:+PrintGCID}, each optional, in that order. The JVM formats the uptime with
 * its locale, so it may carry a decimal comma ({@code 0,163: }).
 *
 * @param uptimeSeconds seconds since JVM start, NaN without a time stamp
 * @param epochSeconds wall-clock seconds since the epoch, NaN without a date stamp
 * @param gcId the collection's id, -1 without one
 */
record LegacyTimestamp(double uptimeSeconds, double epochSeconds, long gcId) {

  private static final String DATE =
      "(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d[.,]\\d{3}[+-]\\d{4}): ";
  private static final String UPTIME = "(\\d+[.,]\\d+): ";
  private static final String ID = "#(\\d+): ";

  /** The stamps at the start of a line ({@code Total time for which...} lines have them too). */
  private static final Pattern LEADING =
      Pattern.compile("^(?:" + DATE + ")?(?:" + UPTIME + ")?(?:" + ID + ")?");

  /** The stamps right before an event's opening bracket, wherever it starts on its line. */
  private static final Pattern TRAILING =
      Pattern.compile("(?:" + DATE + ")?(?:" + UPTIME + ")?(?:" + ID + ")?$");

  private static final DateTimeFormatter DATE_STAMP =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSZ");

  static final LegacyTimestamp NONE = new LegacyTimestamp(Double.NaN, Double.NaN, -1);

  /** The stamps a line starts with, {@link #NONE} when it starts with none. */
  static LegacyTimestamp leading(String line) {
    if (line.isEmpty() || !Character.isDigit(line.charAt(0)) && line.charAt(0) != '#') {
      return NONE;
    }
    return of(LEADING.matcher(line));
  }

  /** Where the stamps a line starts with end: 0 when it starts with none. */
  static int leadingEnd(String line) {
    if (line.isEmpty() || !Character.isDigit(line.charAt(0)) && line.charAt(0) != '#') {
      return 0;
    }
    Matcher m = LEADING.matcher(line);
    return m.find() ? m.end() : 0;
  }

  /** The stamps that end {@code text} (the text before an event's bracket). */
  static LegacyTimestamp trailing(CharSequence text) {
    int start = trailingStart(text);
    return start == text.length() ? NONE : of(TRAILING.matcher(text).region(start, text.length()));
  }

  /**
   * Where the stamps that end {@code text} begin, its length when it ends in none. Only the tail of
   * stamp characters is matched, so that this stays cheap on every event of a large log.
   */
  static int trailingStart(CharSequence text) {
    int start = text.length();
    while (start > 0 && isStampChar(text.charAt(start - 1))) {
      start--;
    }
    if (start == text.length()) {
      return start;
    }
    Matcher m = TRAILING.matcher(text).region(start, text.length());
    return m.find() && m.end() > m.start() ? m.start() : text.length();
  }

  private static boolean isStampChar(char c) {
    return c >= '0' && c <= '9' || ":.,#+- T".indexOf(c) >= 0;
  }

  boolean hasTime() {
    return !Double.isNaN(uptimeSeconds) || !Double.isNaN(epochSeconds);
  }

  private static LegacyTimestamp of(Matcher m) {
    if (!m.find() || m.end() == m.start()) {
      return NONE;
    }
    return new LegacyTimestamp(
        m.group(2) == null ? Double.NaN : Double.parseDouble(m.group(2).replace(',', '.')),
        m.group(1) == null ? Double.NaN : epochSeconds(m.group(1)),
        m.group(3) == null ? -1 : Long.parseLong(m.group(3)));
  }

  private static double epochSeconds(String stamp) {
    try {
      OffsetDateTime time = OffsetDateTime.parse(stamp.replace(',', '.'), DATE_STAMP);
      return time.toEpochSecond() + time.getNano() / 1e9;
    } catch (DateTimeParseException e) {
      return Double.NaN;
    }
  }
}
