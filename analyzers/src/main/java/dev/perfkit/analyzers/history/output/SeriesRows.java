package dev.perfkit.analyzers.history.output;

import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.SeriesPoint;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * A series as the cells the text and Markdown formats both lay out: one row per point, its runs'
 * spread as the range of their values around the point's.
 */
final class SeriesRows {

  static final List<String> HEADER = List.of("recorded (UTC)", "commit", "value", "runs", "range");

  private static final DateTimeFormatter RECORDED =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT).withZone(ZoneOffset.UTC);

  private SeriesRows() {}

  /** The series' heading: the metric in words, its id when per method, its unit and direction. */
  static String title(MetricSeries series) {
    return series.label()
        + " ("
        + series.unit().jsonName()
        + ", "
        + series.metric().better().jsonName()
        + " is better)";
  }

  static List<List<String>> rows(MetricSeries series) {
    Unit unit = series.unit();
    return series.points().stream().map(point -> row(point, unit)).toList();
  }

  private static List<String> row(SeriesPoint point, Unit unit) {
    return List.of(
        RECORDED.format(point.recordedAt()),
        point.shownCommit(),
        Quantity.of(point.value(), unit).text(),
        Integer.toString(Math.max(1, point.runValues().size())),
        range(point, unit));
  }

  /**
   * The lowest and highest run around the point's value: relative for most units, in percentage
   * points for a share; empty for a single run, which has no spread of its own here.
   */
  private static String range(SeriesPoint point, Unit unit) {
    List<Double> runs = point.runValues();
    if (runs.size() < 2) {
      return "";
    }
    double low = runs.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
    double high = runs.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
    return offset(low, point.value(), unit) + " .. " + offset(high, point.value(), unit);
  }

  private static String offset(double run, double value, Unit unit) {
    if (unit == Unit.FRACTION) {
      return Numbers.sign(run - value) + Numbers.points(run - value);
    }
    return value == 0
        ? Quantity.of(run, unit).text()
        : Numbers.signedPercent((run - value) / value);
  }
}
