package dev.perfkit.analyzers.history.changes;

import dev.perfkit.analyzers.history.SeriesPoint;
import dev.perfkit.analyzers.summary.Metric.Better;
import dev.perfkit.analyzers.summary.metrics.MetricKind;

/**
 * Where a metric moved in its history and stayed moved: the first recorded point of the new level,
 * the commit it measured, how far the mean moved and how sure that is.
 *
 * @param metric the metric that moved
 * @param index the position in its series (from 0, oldest first) of the first point after the move
 * @param point that point: its commit is where the metric moved (or the first recorded after it)
 * @param shift the means before and after, up to the neighbouring change points, and the p-value
 */
public record ChangePoint(MetricKind metric, int index, SeriesPoint point, Shift shift) {

  /** Whether the move is for the worse, by the catalog's "better" direction of the metric. */
  public Direction direction() {
    boolean up = shift.meanAfter() > shift.meanBefore();
    return up == (metric.better() == Better.HIGHER) ? Direction.IMPROVEMENT : Direction.REGRESSION;
  }

  /** The commit where the metric moved. */
  public String commit() {
    return point.commit();
  }

  /** Which way a change point moved a metric, against the metric's "better" direction. */
  public enum Direction {
    REGRESSION("regression"),
    IMPROVEMENT("improvement");

    private final String words;

    Direction(String words) {
      this.words = words;
    }

    public String words() {
      return words;
    }
  }
}
