package dev.perfkit.analyzers.gc;

import java.util.Comparator;
import java.util.HashMap;
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

  /** When each cycle that logs no duration started, until its end line: one or two at a time. */
  private final Map<Long, Double> untimedCycleStarts = new HashMap<>();

  private String collector = "";
  private double firstEpoch = Double.NaN;
  private LogLine lastLine;
  private long maxHeapAfter = -1;
  private long maxCapacity = -1;

  /** Seconds since JVM start, or since the first line when the log has only wall-clock time. */
  double secondsOf(LogLine line) {
    double uptime = line.uptimeSeconds();
    if (!Double.isNaN(uptime)) {
      return uptime;
    }
    return line.epochSeconds() - firstEpoch;
  }

  /** Notes a line: the first sets the wall-clock origin, the last the run time. */
  void seen(LogLine line) {
    if (lastLine == null) {
      firstEpoch = line.epochSeconds();
    }
    lastLine = line;
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

  /**
   * Times a cycle that logs no duration from its start line to its end line; without a start line
   * (a log of the {@code gc} tag alone, or one that begins mid-cycle) it counts with 0 ms. Starts
   * that never ended are dropped when a later cycle ends, so the map stays small.
   */
  void untimedCycleLine(GcEventParser.UntimedCycleLine line, double seconds) {
    if (!line.end()) {
      untimedCycleStarts.put(line.gcId(), seconds);
      return;
    }
    Double start = untimedCycleStarts.remove(line.gcId());
    untimedCycleStarts.keySet().removeIf(id -> id < line.gcId());
    double millis = start == null ? 0 : (seconds - start) * 1000;
    cycle(new GcEventParser.Cycle(line.gcId(), line.name(), Double.isNaN(millis) ? 0 : millis));
  }

  /** The last line's time: uptime only grows within one log. */
  private double runSeconds() {
    double seconds = lastLine == null ? Double.NaN : secondsOf(lastLine);
    return Double.isNaN(seconds) ? 0 : seconds;
  }

  GcLog build(boolean truncated, String note) {
    return new GcLog(
        collector,
        runSeconds(),
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
