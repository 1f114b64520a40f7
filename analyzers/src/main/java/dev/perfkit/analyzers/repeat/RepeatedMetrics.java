package dev.perfkit.analyzers.repeat;

import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.stats.StudentT;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Interval;
import dev.perfkit.analyzers.summary.Metric.Spread;
import dev.perfkit.analyzers.summary.RunSummary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Median;

/**
 * The metrics of a repeat set: each metric over the runs that have it, with the runs' own values,
 * since whole runs, unlike the seconds of one run, are independent observations. Their mean with a
 * t-interval when the runs are near enough to normal for one; when that interval would cross a
 * bound the metric cannot (below 0 for every metric, above 1 for a share), the runs are too skewed
 * for it, and the set shows their median with their range instead (docs/summary.md).
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

  /** {@code observed}, one metric per run that has it, out of {@code runs} runs, as one metric. */
  static Metric aggregate(List<Metric> observed, int runs) {
    Metric first = observed.get(0);
    List<Double> values = observed.stream().map(Metric::value).toList();
    double[] array = values.stream().mapToDouble(Double::doubleValue).toArray();
    double mean = Mean.of(array).getAsDouble();
    String over = values.size() == runs ? runs + " runs" : values.size() + " of " + runs + " runs";
    if (values.size() < 2) {
      Spread none =
          new Spread(
              values.size(), null, "fewer than 2 runs have it: no interval over runs", values);
      return new Metric(first.id(), mean, first.unit(), first.better(), none, mean(over, first));
    }
    double half = StudentT.halfWidth(array, CONFIDENCE);
    String bound = boundCrossed(mean, half, first.unit());
    if (bound != null) {
      Spread range = new Spread(values.size(), range(array, over, bound), null, values);
      double median = Median.withDefaults().evaluate(array);
      String source = "the median over " + over + " of: " + first.source();
      return new Metric(first.id(), median, first.unit(), first.better(), range, source);
    }
    String method =
        "t-interval of the mean over " + over + " (assumes independent, normally distributed runs)";
    Spread spread =
        new Spread(
            values.size(),
            new Interval(mean - half, mean + half, CONFIDENCE, method),
            null,
            values);
    return new Metric(first.id(), mean, first.unit(), first.better(), spread, mean(over, first));
  }

  /**
   * The value a set gives one quantity from its runs' {@code values}, as its metrics do: their
   * mean, or their median when the runs are too skewed for the mean's t-interval; NaN for none.
   */
  public static double setValue(double[] values, Unit unit) {
    if (values.length == 0) {
      return Double.NaN;
    }
    double mean = Mean.of(values).getAsDouble();
    if (values.length < 2
        || boundCrossed(mean, StudentT.halfWidth(values, CONFIDENCE), unit) == null) {
      return mean;
    }
    return Median.withDefaults().evaluate(values);
  }

  private static String mean(String over, Metric first) {
    return "the mean over " + over + " of: " + first.source();
  }

  /**
   * The bound the mean's t-interval would cross: every metric counts something that cannot be
   * negative, and a share cannot pass 1; null when it crosses neither.
   */
  private static String boundCrossed(double mean, double half, Unit unit) {
    if (mean - half < 0) {
      return "below 0";
    }
    return unit == Unit.FRACTION && mean + half > 1 ? "above 1" : null;
  }

  /**
   * The runs' range: the interval of their median that needs no assumption of shape, whose
   * confidence is the chance that not all n runs fall on one side of the median, 1 - 2^(1 - n)
   * (87.5% for 4 runs, 93.75% for 5).
   */
  private static Interval range(double[] values, String over, String bound) {
    double confidence = 1 - Math.pow(2, 1 - values.length);
    String method =
        String.format(
            Locale.ROOT,
            "range of the %s, a distribution-free %.4g%% interval of their median: the runs are"
                + " too skewed for a t-interval of the mean, which would reach %s",
            over,
            confidence * 100,
            bound);
    return new Interval(
        Arrays.stream(values).min().orElseThrow(),
        Arrays.stream(values).max().orElseThrow(),
        confidence,
        method);
  }
}
