package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.FindingBuilder;
import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Better;
import dev.perfkit.analyzers.summary.Metric.Interval;
import dev.perfkit.analyzers.summary.Metric.Spread;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SyntheticAnalysis;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/** Synthetic summaries and metrics for comparison tests. */
final class ComparisonFixtures {

  private ComparisonFixtures() {}

  static Metric withInterval(String id, double value, double low, double high, Better better) {
    return new Metric(
        id,
        value,
        better == Better.HIGHER ? Unit.REQUESTS_PER_SECOND : Unit.MILLISECONDS,
        better,
        Spread.of(10, interval(low, high)),
        "test");
  }

  /** A catalog metric with one reading, in the catalog's unit and direction. */
  static Metric withoutInterval(String id, double value) {
    MetricKind kind = MetricKind.of(id).orElseThrow();
    return new Metric(id, value, kind.unit(), kind.better(), Spread.none(5, "one reading"), "test");
  }

  static Metric withValues(String id, Better better, double... values) {
    List<Double> list = java.util.Arrays.stream(values).boxed().toList();
    double mean = list.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    return new Metric(
        id,
        mean,
        MetricKind.of(id).orElseThrow().unit(),
        better,
        new Spread(values.length, interval(mean - 1, mean + 1), null, list),
        "test");
  }

  private static Interval interval(double low, double high) {
    return new Interval(low, high, 0.95, "t-interval (test)");
  }

  static Finding finding(String ruleId, String subject, int score) {
    return new FindingBuilder(ruleId, subject, score)
        .summary(ruleId + " on " + subject)
        .explanation("")
        .suggestion("")
        .source("test")
        .evidence(List.of());
  }

  /** The synthetic summary with these metrics and findings in place of its own. */
  static RunSummary summary(List<Metric> metrics, List<Finding> findings) {
    return SyntheticAnalysis.summary(metrics, findings);
  }

  static Comparison compare(RunSummary baseline, RunSummary candidate) {
    try {
      return Comparison.of(
          baseline,
          Path.of("/runs/a/summary.json"),
          candidate,
          Path.of("/runs/b/summary.json"),
          "0.1.0-test");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
