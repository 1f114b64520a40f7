package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.jfr.GcPauses;
import dev.perfkit.analyzers.jfr.JfrInputs;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Spread;
import java.util.List;

/**
 * GC pause share, longest pause and pause count: from the GC log when there is one (every pause,
 * exactly), else from the JFR recording's {@code jdk.GarbageCollection} events.
 */
final class GcMetrics implements MetricFamily {

  private static final String NO_INTERVAL = "one total over the run: repetitions give it a spread";

  @Override
  public List<Metric> of(MetricInputs inputs) {
    GcLog log = inputs.inputs().get(GcInputs.GC_LOG).orElse(null);
    if (log != null) {
      String source = inputs.sources().of(GcInputs.GC_LOG);
      return metrics(log.pauseShare(), log.pauses().maxMs(), log.pauses().count(), source);
    }
    GcPauses jfr = inputs.inputs().get(JfrInputs.GC_PAUSES).orElse(null);
    if (jfr != null) {
      String source = inputs.sources().of(JfrInputs.GC_PAUSES);
      return metrics(jfr.pauseShare(), jfr.maxPauseMs(), jfr.collections(), source);
    }
    return List.of();
  }

  private static List<Metric> metrics(double share, double maxMs, long count, String source) {
    Spread spread = Spread.none(count, NO_INTERVAL);
    return List.of(
        MetricKind.GC_PAUSE_SHARE.metric(
            share, spread, source + ": summed pauses / the time it covers"),
        MetricKind.GC_PAUSE_MAX.metric(maxMs, spread, source + ": longest pause"),
        MetricKind.GC_PAUSE_COUNT.metric(count, spread, source + ": pauses"));
  }
}
