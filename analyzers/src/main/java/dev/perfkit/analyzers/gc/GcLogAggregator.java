package dev.perfkit.analyzers.gc;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Sums the pauses and cycles of a GC log as lines arrive: memory grows by 8 bytes a pause (for
 * exact percentiles) plus a fixed amount, never with the log's other lines.
 */
final class GcLogAggregator {

  private static final Comparator<GcPause> BY_DURATION =
      Comparator.comparingDouble(GcPause::durationMs)
          .thenComparing(Comparator.comparingLong(GcPause::gcId).reversed());

  private record GroupKey(String type, String cause) {}

  private final PauseDurations durations = new PauseDurations();
  private final Map<GroupKey, PauseGroup> groups = new LinkedHashMap<>();
  private final Map<String, CycleGroup> cycles = new LinkedHashMap<>();
  private final PriorityQueue<GcPause> longest = new PriorityQueue<>(BY_DURATION);
  private String collector = "";
  private double firstEpoch = Double.NaN;
  private double lastSeconds = Double.NaN;
  private long maxHeapAfter = -1;
  private long maxCapacity = -1;

  /** Seconds since JVM start, or since the first line when the log has only wall-clock time. */
  double secondsOf(LogLine line) {
    if (!Double.isNaN(line.uptimeSeconds())) {
      return line.uptimeSeconds();
    }
    if (Double.isNaN(line.epochSeconds())) {
      return Double.NaN;
    }
    if (Double.isNaN(firstEpoch)) {
      firstEpoch = line.epochSeconds();
    }
    return line.epochSeconds() - firstEpoch;
  }

  void seen(double seconds) {
    if (!Double.isNaN(seconds)) {
      lastSeconds = Double.isNaN(lastSeconds) ? seconds : Math.max(lastSeconds, seconds);
    }
  }

  void collector(String name) {
    if (collector.isEmpty()) {
      collector = name;
    }
  }

  void pause(GcPause pause) {
    durations.add(pause.durationMs());
    GroupKey key = new GroupKey(pause.type(), pause.cause());
    groups.compute(
        key,
        (k, group) ->
            (group == null ? new PauseGroup(k.type(), k.cause(), 0, 0, 0) : group).plus(pause));
    longest.add(pause);
    if (longest.size() > GcLog.TOP_PAUSES) {
      longest.poll();
    }
    maxHeapAfter = Math.max(maxHeapAfter, pause.heapAfterBytes());
    maxCapacity = Math.max(maxCapacity, pause.heapCapacityBytes());
  }

  void cycle(GcEventParser.Cycle cycle) {
    cycles.merge(
        cycle.name(),
        new CycleGroup(cycle.name(), 1, cycle.durationMs(), cycle.durationMs()),
        (a, b) -> a.plus(cycle.durationMs()));
  }

  GcLog build(boolean truncated, String note) {
    return new GcLog(
        collector,
        Double.isNaN(lastSeconds) ? 0 : lastSeconds,
        durations.stats(),
        groups.values().stream()
            .sorted(Comparator.comparingDouble(PauseGroup::totalMs).reversed())
            .toList(),
        longest.stream().sorted(BY_DURATION.reversed()).toList(),
        cycles.values().stream()
            .sorted(Comparator.comparingDouble(CycleGroup::totalMs).reversed())
            .toList(),
        maxHeapAfter,
        maxCapacity,
        truncated,
        note);
  }
}
