package dev.perfkit.analyzers.jfr;

import java.time.Duration;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;

/** Sums {@code jdk.GarbageCollection} and {@code jdk.GCHeapSummary} events as they stream by. */
final class GcAccumulator {

  private long collections;
  private long totalPauseNanos;
  private long maxPauseNanos;
  private long totalDurationNanos;
  private long maxHeapAfterGc = -1;
  private final Map<String, long[]> byName = new HashMap<>();
  private final Map<String, long[]> byCause = new HashMap<>();
  private final Map<String, long[]> fullByCause = new HashMap<>();
  private final TopList<GcPauses.Pause> longest =
      new TopList<>(20, Comparator.comparingDouble(GcPauses.Pause::pauseMs));

  void collection(RecordedEvent event) {
    long pause = nanos(event.getDuration("sumOfPauses"));
    long duration = nanos(event.getDuration());
    String name = String.valueOf(event.getString("name"));
    collections++;
    totalPauseNanos += pause;
    totalDurationNanos += duration;
    maxPauseNanos = Math.max(maxPauseNanos, nanos(event.getDuration("longestPause")));
    long[] perName = byName.computeIfAbsent(name, n -> new long[2]);
    perName[0]++;
    perName[1] += pause;
    String cause = String.valueOf(event.getString("cause"));
    byCause.computeIfAbsent(cause, c -> new long[1])[0]++;
    if (GcPauses.isFull(name)) {
      fullByCause.computeIfAbsent(cause, c -> new long[1])[0]++;
    }
    longest.add(
        new GcPauses.Pause(
            event.getInt("gcId"),
            name,
            String.valueOf(event.getString("cause")),
            pause / 1e6,
            duration / 1e6,
            event.getStartTime().toString()));
  }

  void heapSummary(RecordedEvent event) {
    if ("After GC".equals(event.getString("when"))) {
      maxHeapAfterGc = Math.max(maxHeapAfterGc, event.getLong("heapUsed"));
    }
  }

  private static long nanos(Duration duration) {
    return duration == null ? 0 : duration.toNanos();
  }

  void merge(GcAccumulator other) {
    collections += other.collections;
    totalPauseNanos += other.totalPauseNanos;
    totalDurationNanos += other.totalDurationNanos;
    maxPauseNanos = Math.max(maxPauseNanos, other.maxPauseNanos);
    maxHeapAfterGc = Math.max(maxHeapAfterGc, other.maxHeapAfterGc);
    CountMaps.addAll(byName, other.byName);
    CountMaps.addAll(byCause, other.byCause);
    CountMaps.addAll(fullByCause, other.fullByCause);
    longest.addAll(other.longest);
  }

  boolean isEmpty() {
    return collections == 0;
  }

  GcPauses result(long spanNanos) {
    Map<String, GcPauses.NameTotal> names = new HashMap<>();
    byName.forEach((name, v) -> names.put(name, new GcPauses.NameTotal(v[0], v[1] / 1e6)));
    Map<String, Long> causes = new HashMap<>();
    byCause.forEach((cause, v) -> causes.put(cause, v[0]));
    Map<String, Long> fullCauses = new HashMap<>();
    fullByCause.forEach((cause, v) -> fullCauses.put(cause, v[0]));
    return new GcPauses(
        collections,
        totalPauseNanos / 1e6,
        maxPauseNanos / 1e6,
        totalDurationNanos / 1e6,
        spanNanos / 1e9,
        names,
        causes,
        fullCauses,
        longest.greatestFirst(),
        maxHeapAfterGc);
  }
}
