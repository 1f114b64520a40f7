package dev.perfkit.analyzers.history;

import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.List;

/**
 * A metric's values over the recorded history, oldest first: what trends are drawn from and what
 * change points are searched in.
 *
 * @param metric the metric's kind in the catalog
 * @param points its recorded values, oldest first
 * @param id the metric's id: the kind's own, or one method's of a per-method kind ({@code
 *     cpu-share:pkg.Class.method}), so that each method has its own series
 */
public record MetricSeries(MetricKind metric, List<SeriesPoint> points, String id) {

  public MetricSeries {
    points = List.copyOf(points);
  }

  /** The series of a metric that is not per method: its id is the kind's. */
  public MetricSeries(MetricKind metric, List<SeriesPoint> points) {
    this(metric, points, metric.id());
  }
}
