package dev.perfkit.analyzers.compilation;

import java.util.Arrays;

/**
 * Compile tasks per second on the JVM's clock, from each task's start stamp: the warm-up story's
 * JIT side, drawn over the throughput.
 *
 * @param tasksPerSecond element {@code s}: the tasks that started in second {@code s} since JVM
 *     start; its sum is every task with a start stamp
 */
public record CompilationRate(long[] tasksPerSecond) {

  /** Every task counted. */
  public long total() {
    return Arrays.stream(tasksPerSecond).sum();
  }

  // A record compares arrays by identity; two reads of one log must be equal (the ranged read is
  // tested against the sequential one).
  @Override
  public boolean equals(Object other) {
    return other instanceof CompilationRate that
        && Arrays.equals(tasksPerSecond, that.tasksPerSecond);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(tasksPerSecond);
  }

  @Override
  public String toString() {
    return "CompilationRate" + Arrays.toString(tasksPerSecond);
  }

  /** Counts tasks as they arrive; parts of one log merge by adding. */
  static final class Builder {

    private long[] counts = new long[64];
    private int seconds;

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
    }

    CompilationRate build() {
      return new CompilationRate(Arrays.copyOf(counts, seconds));
    }
  }
}
