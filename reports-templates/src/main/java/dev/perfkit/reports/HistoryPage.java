package dev.perfkit.reports;

import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.SeriesPoint;
import dev.perfkit.analyzers.history.changes.ChangePoint;
import dev.perfkit.analyzers.history.changes.ChangesReport;
import dev.perfkit.analyzers.history.changes.SeriesChanges;
import dev.perfkit.analyzers.history.changes.report.ChangeCells;
import dev.perfkit.analyzers.history.output.ConfigurationNotes;
import dev.perfkit.analyzers.model.Quantity;
import freemarker.core.TemplateHTMLOutputModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * history.html: one uPlot chart per metric over its recorded points, its change points marked and
 * listed, each point linking its commit when a {@link CommitUrl} is given. One self-contained file.
 */
public final class HistoryPage {

  private static final String TEMPLATE = "history.ftlh";

  private static final TemplateHTMLOutputModel SCRIPT =
      Templates.markup(ReportScript.read("history.js"));

  /** One change point as the page lists it; {@code url} null without links. */
  public record Change(
      int index,
      String commit,
      String url,
      String direction,
      String size,
      String means,
      String p) {}

  /** One recorded point as the page's table lists it. */
  public record Row(String commit, String url, String recordedAt, String value) {}

  /** One metric's section. */
  public record Metric(
      String id,
      String label,
      String better,
      int points,
      List<Change> changes,
      List<String> configurationNotes,
      List<Row> rows) {}

  /** What the script draws: the values, and the commits and links by point. */
  record ChartData(
      String label,
      String unit,
      List<Double> values,
      List<String> commits,
      List<String> urls,
      List<ChartChange> changes) {}

  record ChartChange(int index, String direction) {}

  private HistoryPage() {}

  /** Writes the page of {@code report} to {@code file}; links to commits by {@code links}. */
  public static Path write(Path file, ChangesReport report, Optional<CommitUrl> links)
      throws IOException {
    Templates.prepare(TEMPLATE);
    Map<String, Object> model = new HashMap<>();
    List<Metric> metrics = new ArrayList<>();
    List<ChartData> charts = new ArrayList<>();
    for (SeriesChanges series : report.metrics()) {
      metrics.add(metric(series, links));
      charts.add(chart(series, links));
    }
    if (report.branch() != null) {
      model.put("branch", report.branch());
    }
    model.put("method", report.methodWords());
    model.put("linked", links.isPresent());
    model.put("metrics", metrics);
    model.put("data", ScriptJson.of(Map.of("metrics", charts)));
    model.put("historyScript", SCRIPT);
    return Templates.write(file, out -> Templates.renderPage(TEMPLATE, model, out));
  }

  private static Metric metric(SeriesChanges series, Optional<CommitUrl> links) {
    MetricSeries metric = series.series();
    List<Change> changes =
        series.changePoints().stream().map(change -> change(metric, change, links)).toList();
    List<Row> rows =
        series.series().points().stream()
            .map(
                p ->
                    new Row(
                        p.commit(),
                        url(links, p),
                        p.recordedAt().toString(),
                        Quantity.of(p.value(), metric.unit()).text()))
            .toList();
    return new Metric(
        metric.id(),
        metric.label(),
        metric.metric().better().jsonName(),
        series.series().points().size(),
        changes,
        ConfigurationNotes.of(metric),
        rows);
  }

  private static Change change(MetricSeries series, ChangePoint change, Optional<CommitUrl> links) {
    return new Change(
        change.index(),
        change.commit(),
        url(links, change.point()),
        change.direction().words(),
        ChangeCells.size(change.shift()),
        ChangeCells.means(series, change),
        ChangeCells.p(change.shift()));
  }

  private static ChartData chart(SeriesChanges series, Optional<CommitUrl> links) {
    MetricSeries metric = series.series();
    List<SeriesPoint> points = metric.points();
    return new ChartData(
        metric.label(),
        metric.unit().jsonName(),
        points.stream().map(SeriesPoint::value).toList(),
        points.stream().map(SeriesPoint::commit).toList(),
        points.stream().map(p -> url(links, p)).toList(),
        series.changePoints().stream()
            .map(c -> new ChartChange(c.index(), c.direction().words()))
            .toList());
  }

  private static String url(Optional<CommitUrl> links, SeriesPoint point) {
    return links.map(l -> l.of(point.commit())).orElse(null);
  }
}
