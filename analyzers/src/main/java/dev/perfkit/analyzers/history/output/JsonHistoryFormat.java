package dev.perfkit.analyzers.history.output;

import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.SeriesPoint;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.output.Format;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

/** A history for programs: each series with its metric's id, unit and direction, every point. */
public final class JsonHistoryFormat implements Format<ShownHistory> {

  @Override
  public void render(ShownHistory history, PrintWriter out) throws IOException {
    List<Series> series = history.series().stream().map(Series::of).toList();
    out.println(
        Json.mapper().writeValueAsString(new Document(history.store(), history.branch(), series)));
    out.flush();
  }

  private record Document(String store, String branch, List<Series> series) {}

  private record Series(
      String metric, String label, String unit, String better, List<SeriesPoint> points) {

    static Series of(MetricSeries series) {
      return new Series(
          series.id(),
          series.label(),
          series.unit().jsonName(),
          series.metric().better().jsonName(),
          series.points());
    }
  }
}
