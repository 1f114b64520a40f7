package dev.perfkit.analyzers.compilation;

import java.util.Arrays;

/**
 * Compile tasks per second on the JVM's clock, from each task's start stamp: the warm-up story's
 * JIT side, drawn over the throughput.
 *
 * @param tasksPerSecond element {@code s}: the tasks that started in second {@code s} since JVM
 *     start; its sum is every task with a start stamp
 * @param jvmStartEpochMs when the JVM started, in milliseconds since the epoch, from the log's
 *     {@code <hotspot_log time_ms=...>}: what puts its seconds on the wall clock, to line them up
 *     with the load's measured window; 0 when the log does not say
 */
public record CompilationRate(long[] tasksPerSecond, long jvmStartEpochMs) {

  /** A rate whose seconds are not placed on the wall clock. */
  public CompilationRate(long[] tasksPerSecond) {
    this(tasksPerSecond, 0);
  }

  /**
   * The tasks that started from {@code fromSecond} (inclusive) to {@code toSecond} (exclusive)
   * since JVM start; seconds outside the log's count none.
   */
  public long tasksBetween(int fromSecond, int toSecond) {
    long sum = 0;
    for (int s = Math.max(0, fromSecond); s < Math.min(toSecond, tasksPerSecond.length); s++) {
      sum += tasksPerSecond[s];
    }
    return sum;
  }

  /** Every task counted. */
  public long total() {
    return Arrays.stream(tasksPerSecond).sum();
  }

  // A record compares arrays by identity; two reads of one log must be equal (the ranged read is
  // tested against the sequential one).
  @Override
  public boolean equals(Object other) {
    return other instanceof CompilationRate that
        && jvmStartEpochMs == that.jvmStartEpochMs
        && Arrays.equals(tasksPerSecond, that.tasksPerSecond);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(tasksPerSecond) + Long.hashCode(jvmStartEpochMs);
  }

  @Override
  public String toString() {
    return "CompilationRate" + Arrays.toString(tasksPerSecond) + " from " + jvmStartEpochMs;
  }

  /** Counts tasks as they arrive; parts of one log merge by adding. */
  static final class Builder {

    private long[] counts = new long[64];
    private int seconds;
    private long jvmStartEpochMs;

    /** Only the log's own head has the stamp: a later range's made-up root says 0, kept out. */
    void jvmStart(long epochMs) {
      if (epochMs > 0) {
        jvmStartEpochMs = epochMs;
      }
    }

    void add(double startSeconds) {
      if (!(startSeconds >= 0)) {
        return; // No stamp (NaN) or one before JVM start: not on the clock.
      }
      int second = (int) Math.min(Integer.MAX_VALUE - 1, Math.floor(startSeconds));
      if (second >= counts.length) {
        counts = Arrays.copyOf(counts, Math.max(second + 1, counts.length * 2));
      }
      counts[second]++;
      seconds = Math.max(seconds, second + 1);
    }

    void merge(Builder other) {
      if (other.seconds > counts.length) {
        counts = Arrays.copyOf(counts, other.seconds);
      }
      for (int s = 0; s < other.seconds; s++) {
        counts[s] += other.counts[s];
      }
      seconds = Math.max(seconds, other.seconds);
      jvmStartEpochMs = jvmStartEpochMs == 0 ? other.jvmStartEpochMs : jvmStartEpochMs;
    }

    CompilationRate build() {
      return new CompilationRate(Arrays.copyOf(counts, seconds), jvmStartEpochMs);
    }
  }
}
