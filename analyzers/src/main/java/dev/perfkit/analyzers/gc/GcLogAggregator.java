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
  private final PauseTimelineBuilder timeline = new PauseTimelineBuilder(PauseTimeline.CAP);
  private final CpuStarvation.Tally starvation = new CpuStarvation.Tally();

  /**
   * The cycle that logs no duration and has started, -1 when none: ZGC before its generational mode
   * runs one cycle at a time.
   */
  private long untimedCycleId = -1;

  private double untimedCycleStart;

  private String collector = "";
  private double firstEpoch = Double.NaN;
  private boolean hasUptime;
  private double firstSeconds = Double.NaN;
  private double lastSeconds = Double.NaN;
  private long maxHeapAfter = -1;
  private long maxCapacity = -1;

  /** Seconds since JVM start, or since the first wall-clock time when the log has no uptime. */
  double secondsOf(LogLine line) {
    return secondsOf(line.uptimeSeconds(), line.epochSeconds());
  }

  /**
   * Seconds since JVM start when the uptime is known (not NaN), else since the log's first
   * wall-clock time; NaN when neither is known, and for a line without an uptime in a log whose
   * lines have one (two writers' stamps mixed up): its wall clock is on another scale.
   */
  double secondsOf(double uptime, double epoch) {
    if (!Double.isNaN(uptime)) {
      hasUptime = true;
      return uptime;
    }
    if (hasUptime) {
      return Double.NaN;
    }
    if (Double.isNaN(firstEpoch)) {
      firstEpoch = epoch;
    }
    return epoch - firstEpoch;
  }

  /** Notes a line: its time is part of the span the log covers. */
  void seen(LogLine line) {
    covers(secondsOf(line));
  }

  /** Widens the span the log covers to hold this time (ignored when NaN). */
  void covers(double seconds) {
    if (Double.isNaN(seconds)) {
      return;
    }
    firstSeconds = Double.isNaN(firstSeconds) ? seconds : Math.min(firstSeconds, seconds);
    lastSeconds = Double.isNaN(lastSeconds) ? seconds : Math.max(lastSeconds, seconds);
  }

  boolean knowsCollector() {
    return !collector.isEmpty();
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
    timeline.add(pause);
    longest.add(pause);
    if (longest.size() > GcLog.TOP_PAUSES) {
      longest.poll();
    }
    maxHeapAfter = Math.max(maxHeapAfter, pause.heapAfterBytes());
    maxCapacity = Math.max(maxCapacity, pause.heapCapacityBytes());
  }

  /** The CPU and real time the log gave for a pause it has counted. */
  void pauseCpu(GcPause pause, GcCpuTime time) {
    starvation.add(pause, time);
  }

  /**
   * Counts a cycle. A ZGC cycle's end line gives the heap at its end, which counts as a heap after
   * GC: ZGC's pauses carry no heap, so it is the only heap after GC a ZGC log gives.
   */
  void cycle(GcEventParser.Cycle cycle) {
    maxHeapAfter = Math.max(maxHeapAfter, cycle.heapAfterBytes());
    cycles.compute(
        cycle.name(),
        (name, group) ->
            (group == null ? new CycleGroup(name, 0, 0, 0, 0) : group).plus(cycle.durationMs()));
  }

  /**
   * Times a cycle that logs no duration from its start line to its end line. Without its start line
   * (a log of the {@code gc} tag alone, or one that begins mid-cycle), or when time went backwards
   * (a wall-clock step), its duration is unknown. The end line's heap after counts either way.
   */
  void untimedCycleLine(GcEventParser.UntimedCycleLine line, double seconds) {
    if (!line.end()) {
      untimedCycleId = line.gcId();
      untimedCycleStart = seconds;
      return;
    }
    double millis =
        line.gcId() == untimedCycleId ? (seconds - untimedCycleStart) * 1000 : Double.NaN;
    untimedCycleId = -1;
    cycle(
        new GcEventParser.Cycle(
            line.gcId(), line.name(), millis >= 0 ? millis : Double.NaN, line.heapAfterBytes()));
  }

  /**
   * The span the log covers, from its earliest to its latest time: an excerpt of a long run covers
   * its own few seconds, not the JVM's whole uptime.
   */
  private double spanSeconds() {
    return Double.isNaN(firstSeconds) ? 0 : lastSeconds - firstSeconds;
  }

  GcLog build(boolean truncated, String note) {
    return new GcLog(
        collector,
        spanSeconds(),
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
        note,
        timeline.build(),
        starvation.result());
  }
}
