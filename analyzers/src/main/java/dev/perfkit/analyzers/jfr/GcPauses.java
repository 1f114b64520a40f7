package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.evidence.Summarizable;
import java.util.List;
import java.util.Map;

/**
 * The garbage collections of a recording ({@code jdk.GarbageCollection}): how many, how long the
 * application was paused in total and at worst, by collector and cause, and the longest pauses.
 * Durations are in milliseconds.
 *
 * @param collections the number of collections
 * @param totalPauseMs the sum of every collection's pauses ({@code sumOfPauses})
 * @param maxPauseMs the longest single pause ({@code longestPause})
 * @param totalDurationMs the sum of the collections' durations, concurrent phases included
 * @param spanSeconds the time the recording covers
 * @param byName collections and pause time per collection name ("G1New", "G1Old"...)
 * @param byCause collections per cause ("G1 Evacuation Pause", "System.gc()"...)
 * @param fullGcsByCause full collections (see {@link #isFull}) per cause
 * @param longest the longest collections by pause, longest first (up to 20)
 * @param maxHeapUsedAfterGcBytes the highest heap use right after a collection, -1 when unknown
 */
public record GcPauses(
    long collections,
    double totalPauseMs,
    double maxPauseMs,
    double totalDurationMs,
    double spanSeconds,
    Map<String, NameTotal> byName,
    Map<String, Long> byCause,
    Map<String, Long> fullGcsByCause,
    List<Pause> longest,
    long maxHeapUsedAfterGcBytes)
    implements Summarizable {

  public GcPauses {
    byName = Map.copyOf(byName);
    byCause = Map.copyOf(byCause);
    fullGcsByCause = Map.copyOf(fullGcsByCause);
    longest = List.copyOf(longest);
  }

  /** The share (0-1) of the recording's time spent in pauses, 0 when the span is unknown. */
  public double pauseShare() {
    // At most 1, as for a GC log: a pause that began before the first chunk still counts whole.
    return spanSeconds <= 0 ? 0 : Math.min(1.0, totalPauseMs / 1000 / spanSeconds);
  }

  /** The collection names of full, stop-the-world collections of the whole heap. */
  private static final java.util.Set<String> FULL_NAMES =
      java.util.Set.of("G1Full", "SerialOld", "ParallelOld", "PSMarkSweep", "MarkSweepCompact");

  /** Whether a collection of this name ({@code jdk.GarbageCollection}'s name) is a full GC. */
  public static boolean isFull(String name) {
    return FULL_NAMES.contains(name);
  }

  /** How many full collections the recording holds. */
  public long fullGcCount() {
    return byName.entrySet().stream()
        .filter(e -> isFull(e.getKey()))
        .mapToLong(e -> e.getValue().collections())
        .sum();
  }

  /** The pause time of the full collections. */
  public double fullGcPauseMs() {
    return byName.entrySet().stream()
        .filter(e -> isFull(e.getKey()))
        .mapToDouble(e -> e.getValue().totalPauseMs())
        .sum();
  }

  /** This record is already compact: it is its own summary. */
  @Override
  public GcPauses summary() {
    return this;
  }

  /** Collections and their total pause time for one collection name. */
  public record NameTotal(long collections, double totalPauseMs) {}

  /** One collection. */
  public record Pause(
      long gcId, String name, String cause, double pauseMs, double durationMs, String start) {}
}
