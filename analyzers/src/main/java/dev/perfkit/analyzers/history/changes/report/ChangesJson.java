package dev.perfkit.analyzers.history.changes.report;

import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.MetricSeries.SettingChange;
import dev.perfkit.analyzers.history.changes.ChangePoint;
import dev.perfkit.analyzers.history.changes.ChangesReport;
import dev.perfkit.analyzers.history.changes.SeriesChanges;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.output.Format;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code perfkit history changes} for programs: every change point with its numbers unrounded, the
 * method's options, and the recent regressions that set the exit code (fields in docs/history.md).
 */
public final class ChangesJson implements Format<ChangesReport> {

  record Method(String name, int window, double maxPValue, double smallestMagnitude) {}

  record Change(
      int index,
      String commit,
      String branch,
      Instant recordedAt,
      String direction,
      boolean recent,
      int pointsBefore,
      int pointsAfter,
      double meanBefore,
      double meanAfter,
      double relativeChange,
      Double relativeChangeLow,
      Double relativeChangeHigh,
      double pValue) {}

  /** A point that ran otherwise than the point before it: its index and the settings changed. */
  record ConfigurationChange(int index, List<SettingChange> settings) {}

  record Series(
      String metric,
      String unit,
      String better,
      int points,
      List<Change> changePoints,
      List<ConfigurationChange> configurationChanges) {}

  record Report(
      Method method, String branch, int newest, List<Series> metrics, int recentRegressions) {}

  @Override
  public void render(ChangesReport report, PrintWriter out) throws IOException {
    out.println(Json.mapper().writeValueAsString(view(report)));
    out.flush();
  }

  private static Report view(ChangesReport report) {
    Method method =
        new Method(
            "e-divisive-means-t-test",
            report.method().window(),
            report.method().level(),
            report.method().smallestMagnitude());
    List<Series> metrics = report.metrics().stream().map(series -> series(report, series)).toList();
    return new Report(
        method, report.branch(), report.newest(), metrics, report.recentRegressions().size());
  }

  private static Series series(ChangesReport report, SeriesChanges series) {
    MetricSeries metric = series.series();
    return new Series(
        metric.id(),
        metric.unit().jsonName(),
        metric.metric().better().jsonName(),
        series.series().points().size(),
        series.changePoints().stream().map(c -> change(report.recent(series, c), c)).toList(),
        configurationChanges(metric));
  }

  private static List<ConfigurationChange> configurationChanges(MetricSeries series) {
    List<ConfigurationChange> changes = new ArrayList<>();
    series
        .configurationChanges()
        .forEach((index, settings) -> changes.add(new ConfigurationChange(index, settings)));
    return changes;
  }

  private static Change change(boolean recent, ChangePoint c) {
    var shift = c.shift();
    return new Change(
        c.index(),
        c.commit(),
        c.point().branch(),
        c.point().recordedAt(),
        c.direction().words(),
        recent,
        shift.before(),
        shift.after(),
        shift.meanBefore(),
        shift.meanAfter(),
        shift.relative(),
        finite(shift.relativeLow()),
        finite(shift.relativeHigh()),
        shift.p());
  }

  private static Double finite(double value) {
    return Double.isNaN(value) ? null : value;
  }
}
