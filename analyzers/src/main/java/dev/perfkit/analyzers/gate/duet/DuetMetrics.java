package dev.perfkit.analyzers.gate.duet;

import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.ArrayList;
import java.util.List;

/**
 * The metrics a duet measures per round, and how each is read from a side's reading: the
 * per-request costs, which a shared arrival schedule makes comparable round by round. The
 * load-dependent metrics (throughput, latencies) are not: both sides get the same schedule, and
 * their latencies share one driver's queue.
 */
public final class DuetMetrics {

  /** The metrics, in the order the verdict shows them. */
  public static final List<MetricKind> MEASURED =
      List.of(MetricKind.CPU_TIME_PER_REQUEST, MetricKind.ALLOC_BYTES_PER_REQUEST);

  private DuetMetrics() {}

  /** The value of {@code kind} for {@code side} in its catalog unit, null when unknown. */
  public static Double value(MetricKind kind, SideReading side) {
    if (side.requests() <= 0) {
      return null;
    }
    if (kind == MetricKind.CPU_TIME_PER_REQUEST) {
      return side.cpuSeconds() * 1000 / side.requests();
    }
    if (kind == MetricKind.ALLOC_BYTES_PER_REQUEST) {
      Long requests = side.allocationRequests();
      if (side.allocatedBytes() == null || requests == null || requests <= 0) {
        return null;
      }
      return side.allocatedBytes() / requests;
    }
    throw new IllegalArgumentException("a duet does not measure " + kind.id());
  }

  /**
   * The rounds' values of {@code kind} on both sides, in round order; a round where either side's
   * is unknown, or the baseline's is not above 0, is left out, as no ratio can be formed of it.
   */
  public static List<Pair> pairs(MetricKind kind, List<DuetRound> rounds) {
    List<Pair> pairs = new ArrayList<>();
    for (DuetRound round : rounds) {
      Double baseline = value(kind, round.baseline());
      Double candidate = value(kind, round.candidate());
      if (baseline != null && candidate != null && baseline > 0) {
        pairs.add(new Pair(baseline, candidate));
      }
    }
    return pairs;
  }

  /** One round's values of a metric on both sides. */
  public record Pair(double baseline, double candidate) {

    /** The candidate's value over the baseline's: what the paired verdict judges. */
    public double ratio() {
      return candidate / baseline;
    }
  }

  /** Whether a duet measures the metric {@code id}. */
  public static boolean measures(String id) {
    return MEASURED.stream().anyMatch(kind -> kind.id().equals(id));
  }
}
