package dev.perfkit.analyzers.repeat;

import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.stats.StudentT;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Interval;
import dev.perfkit.analyzers.summary.Metric.Spread;
import dev.perfkit.analyzers.summary.RunSummary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.statistics.descriptive.Mean;

/**
 * The metrics of a repeat set: each metric's mean over the runs that have it, with the runs' own
 * values and a t-interval over them, since whole runs, unlike the seconds of one run, are
 * independent observations.
 */
public final class RepeatedMetrics {

  static final double CONFIDENCE = 0.95;

  private RepeatedMetrics() {}

  /** One metric per id any run has, in the order the runs first give them. */
  public static List<Metric> of(List<RunSummary> runs) {
    Map<String, List<Metric>> byId = new LinkedHashMap<>();
    for (RunSummary run : runs) {
      for (Metric metric : run.metrics()) {
        byId.computeIfAbsent(metric.id(), id -> new ArrayList<>()).add(metric);
      }
    }
    return byId.values().stream().map(observed -> aggregate(observed, runs.size())).toList();
  }

  /** The mean of {@code observed}, one metric per run that has it, out of {@code runs} runs. */
  static Metric aggregate(List<Metric> observed, int runs) {
    Metric first = observed.get(0);
    List<Double> values = observed.stream().map(Metric::value).toList();
    double[] array = values.stream().mapToDouble(Double::doubleValue).toArray();
    double mean = Mean.of(array).getAsDouble();
    String over = values.size() == runs ? runs + " runs" : values.size() + " of " + runs + " runs";
    Spread spread =
        values.size() < 2
            ? new Spread(
                values.size(), null, "fewer than 2 runs have it: no interval over runs", values)
            : new Spread(values.size(), interval(array, mean, over, first.unit()), null, values);
    String source = "the mean over " + over + " of: " + first.source();
    return new Metric(first.id(), mean, first.unit(), first.better(), spread, source);
  }

  private static Interval interval(double[] values, double mean, String over, Unit unit) {
    double half = StudentT.halfWidth(values, CONFIDENCE);
    String method =
        "t-interval of the mean over " + over + " (assumes independent, normally distributed runs)";
    // Every metric counts something that cannot be negative, and a share cannot pass 1; with few
    // runs the t-interval overshoots both.
    if (unit == Unit.FRACTION) {
      return new Interval(
          Math.max(0, mean - half), Math.min(1, mean + half), CONFIDENCE, method + ", cut to 0-1");
    }
    if (mean - half < 0) {
      return new Interval(0, mean + half, CONFIDENCE, method + ", cut at 0");
    }
    return new Interval(mean - half, mean + half, CONFIDENCE, method);
  }
}
