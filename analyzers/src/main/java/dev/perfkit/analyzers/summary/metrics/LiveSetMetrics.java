package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.liveset.LiveSetGrowth;
import dev.perfkit.analyzers.liveset.LoadRate;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Spread;
import java.util.List;

/**
 * Live-set growth per request: {@link LiveSetGrowth}'s slope of the heap after GC over the GC log's
 * pauses, divided by the load's request rate, so that a leak of a few KB per request reads the same
 * whether the machine let the load run fast or slow. Needs a GC log and a load.
 */
final class LiveSetMetrics implements MetricFamily {

  @Override
  public List<Metric> of(MetricInputs inputs) {
    GcLog log = inputs.inputs().get(GcInputs.GC_LOG).orElse(null);
    if (log == null || inputs.load().isEmpty()) {
      return List.of();
    }
    double rate = LoadRate.requestsPerSecond(inputs.load().get());
    return LiveSetGrowth.of(log.timeline())
        .filter(growth -> rate > 0)
        .map(growth -> List.of(metric(growth, rate, inputs.sources().of(GcInputs.GC_LOG))))
        .orElse(List.of());
  }

  private static Metric metric(LiveSetGrowth growth, double rate, String source) {
    return MetricKind.LIVE_SET_GROWTH.metric(
        growth.perRequest(rate),
        Spread.none(growth.pauses(), "one fit per run: repetitions give it a spread"),
        source
            + ": Theil-Sen slope of the heap after each pause (its lower envelope) / the load's"
            + " requests per second");
  }
}
