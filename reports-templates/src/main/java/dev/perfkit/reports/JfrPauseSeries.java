package dev.perfkit.reports;

import dev.perfkit.analyzers.jfr.GcPauses;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The pause timeline of a run without a GC log, from its JFR recording's longest collections
 * ({@code jdk.GarbageCollection}): when each started and how long it paused the application.
 */
final class JfrPauseSeries {

  private JfrPauseSeries() {}

  /** A pause's place on the chart: seconds since the origin, and milliseconds paused. */
  private record Point(double at, double ms) {}

  /**
   * The series of {@code jfr}'s longest collections, in seconds since {@code collectionStart} (an
   * ISO-8601 instant; when null or unreadable, since the first of them); empty without any.
   */
  static Optional<Map<String, Object>> of(GcPauses jfr, String collectionStart) {
    Instant origin = instant(collectionStart);
    String axis = "seconds since collection started";
    if (origin == null) {
      origin =
          jfr.longest().stream()
              .map(pause -> instant(pause.start()))
              .filter(Objects::nonNull)
              .min(Comparator.naturalOrder())
              .orElse(null);
      axis = "seconds since the first of these collections";
    }
    List<Point> points = origin == null ? List.of() : points(jfr.longest(), origin);
    if (points.isEmpty()) {
      return Optional.empty();
    }
    Map<String, Object> series = new LinkedHashMap<>();
    series.put("axis", axis);
    series.put("at", points.stream().mapToDouble(Point::at).toArray());
    series.put("ms", points.stream().mapToDouble(Point::ms).toArray());
    return Optional.of(series);
  }

  private static List<Point> points(List<GcPauses.Pause> pauses, Instant origin) {
    return pauses.stream()
        .filter(pause -> instant(pause.start()) != null)
        .map(
            pause ->
                new Point(
                    Duration.between(origin, instant(pause.start())).toNanos() / 1e9,
                    pause.pauseMs()))
        .sorted(Comparator.comparingDouble(Point::at))
        .toList();
  }

  private static Instant instant(String text) {
    try {
      return text == null ? null : Instant.parse(text);
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
