package dev.perfkit.reports;

import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.metrics.MetricKind;

/**
 * One metric as the report's table shows it: the value and its spread in words.
 *
 * @param id the metric's stable id
 * @param label how people call it
 * @param value the value with its unit
 * @param spread the interval and its sample count, or the count and why there is no interval
 * @param better "higher" or "lower"
 * @param source where the number came from
 */
public record MetricRow(
    String id, String label, String value, String spread, String better, String source) {

  static MetricRow of(Metric metric) {
    return new MetricRow(
        metric.id(),
        label(metric.id()),
        metric.valueText(),
        spread(metric),
        metric.better().jsonName(),
        metric.source());
  }

  /**
   * The catalog's label of metric {@code id}, a per-method one with its method: {@code CPU share of
   * pkg.C.m}; the id itself for one the catalog has not (a JMH benchmark's).
   */
  static String label(String id) {
    return MetricKind.of(id)
        .map(
            kind ->
                kind.perMethod()
                    ? kind.label() + " of " + id.substring(kind.id().length())
                    : kind.label())
        .orElse(id);
  }

  static String spread(Metric metric) {
    Metric.Spread spread = metric.spread();
    Metric.Interval interval = spread.interval();
    if (interval == null) {
      String reason = spread.reason() == null ? "no interval" : spread.reason();
      return "n=" + spread.samples() + "; " + reason;
    }
    return Quantity.of(interval.low(), metric.unit()).text()
        + " to "
        + Quantity.of(interval.high(), metric.unit()).text()
        + " ("
        + Math.round(interval.confidence() * 100)
        + "%, n="
        + spread.samples()
        + "; "
        + interval.method()
        + ")";
  }
}
