package dev.perfkit.cli;

import dev.perfkit.analyzers.model.Unit;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Interval;
import dev.perfkit.analyzers.summary.Metric.Spread;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryFile;
import dev.perfkit.analyzers.summary.SyntheticAnalysis;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Two fixed repeat sets of four runs, made from the synthetic analysis (every number chosen), for
 * the golden files of compare and gate: the candidate spends 20% more CPU time per request and
 * allocates 30% faster; its other metrics move within their runs' spread. Written under {@code
 * target/} at a fixed relative path, so that the paths the formats print are the same every time.
 */
final class OutputFixtures {

  static final Path BASELINE = Path.of("target/output-golden/baseline");
  static final Path CANDIDATE = Path.of("target/output-golden/candidate");

  /** Each run's factor on a metric's value: four runs that differ as real ones do. */
  private static final double[] BASELINE_RUNS = {0.98, 1.0, 1.01, 1.03};

  private static final double[] CANDIDATE_RUNS = {0.99, 1.02, 1.0, 0.97};

  /** The candidate's change of a metric, by id; a metric not named keeps its value. */
  private static final Map<String, Double> CANDIDATE_CHANGE =
      Map.of("cpu-time-per-request", 1.2, "alloc-rate", 1.3, "throughput", 0.99);

  private OutputFixtures() {}

  /** Writes both sets' summary.json (again: they are made, not read). */
  static void write() throws IOException {
    RunSummary base = SyntheticAnalysis.summary();
    SummaryFile.write(withRuns(base, BASELINE_RUNS, Map.of()), BASELINE);
    SummaryFile.write(withRuns(base, CANDIDATE_RUNS, CANDIDATE_CHANGE), CANDIDATE);
  }

  private static RunSummary withRuns(RunSummary base, double[] runs, Map<String, Double> change) {
    List<Metric> metrics =
        base.metrics().stream()
            .map(metric -> repeated(metric, runs, change.getOrDefault(metric.id(), 1.0)))
            .toList();
    return SyntheticAnalysis.summary(metrics, base.findings());
  }

  private static Metric repeated(Metric metric, double[] runs, double change) {
    double value = metric.value() * change;
    // A share stays a share: a success rate of 99.98% cannot vary 3% upwards.
    double most = metric.unit() == Unit.FRACTION ? 1 : Double.MAX_VALUE;
    List<Double> values =
        java.util.Arrays.stream(runs).map(run -> Math.min(most, value * run)).boxed().toList();
    double mean = values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    double low = values.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
    double high = values.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
    Interval interval = new Interval(low, high, 0.95, "fixed for the golden files");
    return new Metric(
        metric.id(),
        mean,
        metric.unit(),
        metric.better(),
        new Spread(runs.length, interval, null, values),
        metric.source());
  }
}
