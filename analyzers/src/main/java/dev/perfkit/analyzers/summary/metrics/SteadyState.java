package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.load.LoadResults.SecondSample;
import dev.perfkit.analyzers.rules.WarmupCurve;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Spread;
import java.util.List;
import java.util.Optional;

/**
 * How long the load took to reach its steady state: the second from which the slow-warmup rule's
 * {@link WarmupCurve} counts the load as settled, so that the metric and the finding agree.
 */
final class SteadyState {

  private SteadyState() {}

  static Optional<Metric> of(List<SecondSample> series, String source) {
    return WarmupCurve.ofLoad(series)
        .map(
            curve ->
                MetricKind.TIME_TO_STEADY_STATE.metric(
                    curve.settledAfter(),
                    Spread.none(
                        curve.seconds(), "one reading per run: repetitions give it a spread"),
                    source
                        + ": the second from which no 3-second window falls below 90% of the"
                        + " second half's median throughput or above twice its median p99"));
  }
}
