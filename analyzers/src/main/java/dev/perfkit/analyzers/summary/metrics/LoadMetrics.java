package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.LoadResults.SecondSample;
import dev.perfkit.analyzers.load.WarmupWindow;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Spread;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * Throughput, success rate and latency of the load's measured phase, and the success rate of its
 * first seconds ({@link WarmupWindow}). The measured phase's intervals come from the per-second
 * series: each measured second is one sample.
 */
final class LoadMetrics implements MetricFamily {

  @Override
  public List<Metric> of(MetricInputs inputs) {
    return inputs.load().map(results -> of(results, inputs)).orElse(List.of());
  }

  private static List<Metric> of(LoadResults results, MetricInputs inputs) {
    String source = inputs.sources().of(LoadInputs.LOAD_RESULTS);
    double lasted = lastedSeconds(results);
    List<SecondSample> measured =
        results.perSecond().stream()
            .filter(SecondSample::measured)
            .filter(s -> s.second() + 1 <= lasted)
            .toList();
    List<Metric> metrics = new ArrayList<>();
    // A load shorter than one whole second has no throughput to tell, not a throughput of 0.
    if (!measured.isEmpty()) {
      metrics.add(
          MetricKind.THROUGHPUT.metric(
              Intervals.mean(values(measured, s -> s.ok())),
              perSecond(measured, s -> s.ok(), "per-second OK requests"),
              source + ": mean of the whole measured seconds' OK requests"));
    }
    metrics.add(successRate(results, measured, source));
    WarmupWindow.of(results)
        .map(window -> warmupSuccessRate(window, source))
        .ifPresent(metrics::add);
    metrics.addAll(latencies(results, measured, source));
    SteadyState.of(results.perSecond(), source).ifPresent(metrics::add);
    return metrics;
  }

  /**
   * How long the load lasted, in seconds: a last second it did not reach the end of is cut short
   * and would pull the per-second means down, so it is no sample. Unbounded when the times are
   * unknown.
   */
  private static double lastedSeconds(LoadResults results) {
    if (results.start() == null || results.end() == null) {
      return Double.POSITIVE_INFINITY;
    }
    // A millisecond of slack: the end is taken just after the last second's requests.
    return Duration.between(results.start(), results.end()).toMillis() / 1000.0 + 0.001;
  }

  private static Metric successRate(
      LoadResults results, List<SecondSample> measured, String source) {
    List<SecondSample> busy = measured.stream().filter(s -> s.requests() > 0).toList();
    return MetricKind.SUCCESS_RATE.metric(
        results.successRate(),
        Intervals.withinShare(
            perSecond(busy, s -> (double) s.ok() / s.requests(), "per-second success rates")),
        source + ": OK / all requests of the measured phase");
  }

  private static Metric warmupSuccessRate(WarmupWindow window, String source) {
    return MetricKind.WARMUP_SUCCESS_RATE.metric(
        window.successRate(),
        Spread.none(window.requests(), "one reading per run: repetitions give it a spread"),
        source + ": OK / all requests of the load's first " + window.seconds() + " seconds");
  }

  private static List<Metric> latencies(
      LoadResults results, List<SecondSample> measured, String source) {
    LoadResults.Latency latency = results.latency();
    if (latency == null || results.total() == 0) {
      return List.of();
    }
    String from = source + ": the measured phase's latency histogram";
    long requests = results.total();
    return List.of(
        MetricKind.LATENCY_P50.metric(
            latency.p50Ms(), perSecond(measured, s -> s.p50Ms(), "per-second p50s"), from),
        MetricKind.LATENCY_P90.metric(
            latency.p90Ms(),
            Spread.none(requests, "the per-second series holds p50 and p99 only: no interval"),
            from),
        MetricKind.LATENCY_P99.metric(
            latency.p99Ms(), perSecond(measured, s -> s.p99Ms(), "per-second p99s"), from),
        MetricKind.LATENCY_MAX.metric(
            latency.maxMs(),
            Spread.none(requests, "a maximum is one extreme value: no interval"),
            from));
  }

  private static Spread perSecond(
      List<SecondSample> seconds, ToDoubleFunction<SecondSample> value, String what) {
    return Intervals.tInterval(values(seconds, value), what);
  }

  private static double[] values(List<SecondSample> seconds, ToDoubleFunction<SecondSample> value) {
    return seconds.stream().mapToDouble(value).toArray();
  }
}
