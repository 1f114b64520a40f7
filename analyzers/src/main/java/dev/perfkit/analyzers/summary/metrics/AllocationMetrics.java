package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.ValueUnit;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Spread;
import java.util.ArrayList;
import java.util.List;

/**
 * Allocated bytes per request and per second, from an allocation profile weighted in bytes (a JFR
 * recording's; collapsed files count samples, not bytes). A run's profile covers its load's
 * measured window, and per request it counts the requests of the same seconds; a profile of the
 * whole recording (no load phases to cut it to) counts start-up too, so per request it is then an
 * upper bound of what serving one request allocates.
 */
final class AllocationMetrics implements MetricFamily {

  private static final String NO_INTERVAL =
      "one total over the recording: repetitions give it a spread";

  @Override
  public List<Metric> of(MetricInputs inputs) {
    StackProfile profile = inputs.inputs().get(StackInputs.ALLOC).orElse(null);
    if (profile == null || profile.unit() != ValueUnit.BYTES || profile.total() == 0) {
      return List.of();
    }
    String source = inputs.sources().of(StackInputs.ALLOC);
    List<Metric> metrics = new ArrayList<>();
    boolean cut = inputs.inputs().get(LoadInputs.PROFILE_WINDOW).isPresent();
    (cut ? inputs.requestsMeasured() : inputs.requestsSent())
        .ifPresent(
            requests ->
                metrics.add(
                    MetricKind.ALLOC_BYTES_PER_REQUEST.metric(
                        (double) profile.total() / requests,
                        Spread.none(profile.stacks(), NO_INTERVAL),
                        source
                            + (cut
                                ? ": allocated bytes / the requests of the load's measured window"
                                : ": allocated bytes / the requests of the load (warm-up"
                                    + " included)"))));
    if (profile.spanNanos() > 0) {
      metrics.add(
          MetricKind.ALLOC_RATE.metric(
              profile.total() / (profile.spanNanos() / 1e9),
              Spread.none(profile.stacks(), NO_INTERVAL),
              source + ": allocated bytes / the time the profile covers"));
    }
    return metrics;
  }
}
