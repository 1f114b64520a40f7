package dev.perfkit.analyzers.gc;

import java.util.Arrays;
import java.util.TreeMap;

/**
 * Collects pauses for a {@link PauseTimeline} as the log is read: one by one up to the cap, then
 * folded into per-second entries, so memory stays bounded by the cap and the log's seconds.
 */
final class PauseTimelineBuilder {

  private final int cap;
  private double[] at = new double[64];
  private double[] ms = new double[64];
  private long[] heap = new long[64];
  private int size;

  /** Per-second entries by second, once the cap was passed; null before. */
  private TreeMap<Long, double[]> seconds;

  PauseTimelineBuilder(int cap) {
    this.cap = cap;
  }

  void add(GcPause pause) {
    if (Double.isNaN(pause.atSeconds())) {
      return; // Not on the JVM's clock: it cannot be placed on the timeline.
    }
    if (seconds != null) {
      fold(pause.atSeconds(), pause.durationMs(), pause.heapAfterBytes());
      return;
    }
    if (size == cap) {
      seconds = new TreeMap<>();
      for (int i = 0; i < size; i++) {
        fold(at[i], ms[i], heap[i]);
      }
      fold(pause.atSeconds(), pause.durationMs(), pause.heapAfterBytes());
      return;
    }
    grow();
    at[size] = pause.atSeconds();
    ms[size] = pause.durationMs();
    heap[size] = pause.heapAfterBytes();
    size++;
  }

  private void grow() {
    if (size == at.length) {
      at = Arrays.copyOf(at, size * 2);
      ms = Arrays.copyOf(ms, size * 2);
      heap = Arrays.copyOf(heap, size * 2);
    }
  }

  /** Adds a pause to its second's entry: {count, total ms, max ms, heap after, its time}. */
  private void fold(double atSeconds, double durationMs, long heapAfter) {
    double[] entry =
        seconds.computeIfAbsent((long) Math.floor(atSeconds), s -> new double[] {0, 0, 0, -1, -1});
    entry[0]++;
    entry[1] += durationMs;
    entry[2] = Math.max(entry[2], durationMs);
    if (heapAfter >= 0 && atSeconds >= entry[4]) {
      entry[3] = heapAfter;
      entry[4] = atSeconds;
    }
  }

  PauseTimeline build() {
    if (seconds == null) {
      long[] ones = new long[size];
      Arrays.fill(ones, 1);
      double[] durations = Arrays.copyOf(ms, size);
      return new PauseTimeline(
          false,
          Arrays.copyOf(at, size),
          durations,
          durations.clone(),
          ones,
          Arrays.copyOf(heap, size));
    }
    int n = seconds.size();
    PauseTimeline timeline =
        new PauseTimeline(
            true, new double[n], new double[n], new double[n], new long[n], new long[n]);
    int i = 0;
    for (var second : seconds.entrySet()) {
      double[] entry = second.getValue();
      timeline.atSeconds()[i] = second.getKey();
      timeline.count()[i] = (long) entry[0];
      timeline.durationMs()[i] = entry[1];
      timeline.maxMs()[i] = entry[2];
      timeline.heapAfterBytes()[i] = (long) entry[3];
      i++;
    }
    return timeline;
  }
}
