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
    return of(LEADING.matcher(line));
  }

  /** The stamps that end {@code text} (the text before an event's bracket). */
  static LegacyTimestamp trailing(CharSequence text) {
    return of(TRAILING.matcher(text));
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
