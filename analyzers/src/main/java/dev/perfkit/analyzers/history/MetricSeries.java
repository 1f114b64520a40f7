package dev.perfkit.analyzers.history;

import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.List;

/**
 * A metric's values over the recorded history, oldest first: what trends are drawn from and what change
 * points are searched in.
 */
public record MetricSeries(MetricKind metric, List<SeriesPoint> points) {

  public MetricSeries {
    points = List.copyOf(points);
  }
}
