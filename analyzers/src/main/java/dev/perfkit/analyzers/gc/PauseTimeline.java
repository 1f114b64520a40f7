package dev.perfkit.analyzers.gc;

import java.util.Arrays;
import java.util.Objects;

/**
 * Every GC pause on the JVM's clock, for the pause timeline: one entry per pause up to {@link #CAP}
 * pauses; a log with more gives one entry per second instead, so summary.json stays small. The
 * arrays are parallel, one element per entry.
 *
 * @param perSecond false: each entry is one pause; true: each entry is one second that had pauses
 *     (there were more than {@link #CAP})
 * @param atSeconds when the pause ended, in seconds since JVM start; per second: the second's start
 * @param durationMs the pause's duration; per second: the sum of the second's pauses
 * @param maxMs the pause's duration; per second: its longest pause
 * @param count 1; per second: how many pauses ended in it
 * @param heapAfterBytes heap used after the pause (-1 when its line does not say); per second:
 *     after its last pause that says
 */
public record PauseTimeline(
    boolean perSecond,
    double[] atSeconds,
    double[] durationMs,
    double[] maxMs,
    long[] count,
    long[] heapAfterBytes) {

  /** The most pauses kept one by one. */
  public static final int CAP = 5_000;

  // A record compares arrays by identity; two reads of one log must be equal.
  @Override
  public boolean equals(Object other) {
    return other instanceof PauseTimeline that
        && perSecond == that.perSecond
        && Arrays.equals(atSeconds, that.atSeconds)
        && Arrays.equals(durationMs, that.durationMs)
        && Arrays.equals(maxMs, that.maxMs)
        && Arrays.equals(count, that.count)
        && Arrays.equals(heapAfterBytes, that.heapAfterBytes);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        perSecond,
        Arrays.hashCode(atSeconds),
        Arrays.hashCode(durationMs),
        Arrays.hashCode(maxMs),
        Arrays.hashCode(count),
        Arrays.hashCode(heapAfterBytes));
  }

  @Override
  public String toString() {
    return "PauseTimeline[perSecond=" + perSecond + ", size=" + atSeconds.length + "]";
  }

  /** The number of entries. */
  public int size() {
    return atSeconds.length;
  }
}
