package dev.perfkit.analyzers.liveset;

import dev.perfkit.analyzers.gc.PauseTimeline;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

/**
 * How fast the live set grew: the slope of the heap after GC over the GC log's pauses, fitted to
 * its lower envelope. The heap after a young collection still holds old-generation garbage that no
 * collection has reached yet, so it overstates what is live and swings with the old generation's
 * cycle; the heap after any later pause bounds what stayed live, so each pause's envelope value is
 * the least heap after it or any later pause (a suffix minimum). The slope is Theil-Sen's (the
 * median of every pair's slope), so one pause that caught a burst of garbage moves it little.
 *
 * @param pauses how many pauses with a heap size the fit stood on
 * @param fromSeconds the first of them, in seconds on the log's clock
 * @param toSeconds the last of them
 * @param startBytes the envelope at the first pause: the live set the load started from
 * @param midBytes the envelope at the first pause in the span's second half: with {@code endBytes},
 *     whether the growth went on or was a start-up step that levelled off
 * @param endBytes the envelope at the last pause (the heap after that pause)
 * @param bytesPerSecond the fitted growth; 0 or below for a flat or shrinking live set
 */
public record LiveSetGrowth(
    int pauses,
    double fromSeconds,
    double toSeconds,
    long startBytes,
    long midBytes,
    long endBytes,
    double bytesPerSecond) {

  /** The most envelope points the fit pairs up: beyond, it takes evenly spaced ones. */
  static final int MAX_POINTS = 400;

  /**
   * The growth over {@code timeline}'s pauses that say their heap after; empty with fewer than two
   * such pauses or none apart in time.
   */
  public static Optional<LiveSetGrowth> of(PauseTimeline timeline) {
    if (timeline == null) {
      return Optional.empty();
    }
    int[] known =
        IntStream.range(0, timeline.size())
            .filter(i -> timeline.heapAfterBytes()[i] >= 0)
            .toArray();
    if (known.length < 2) {
      return Optional.empty();
    }
    double[] at = Arrays.stream(known).mapToDouble(i -> timeline.atSeconds()[i]).toArray();
    double[] heap = envelope(Arrays.stream(known).mapToLong(i -> timeline.heapAfterBytes()[i]));
    double from = at[0];
    double to = at[at.length - 1];
    if (to <= from) {
      return Optional.empty();
    }
    return Optional.of(
        new LiveSetGrowth(
            known.length,
            from,
            to,
            (long) heap[0],
            (long) heap[middle(at)],
            (long) heap[heap.length - 1],
            theilSen(at, heap)));
  }

  /** The first point at or past the span's midpoint. */
  private static int middle(double[] at) {
    double half = (at[0] + at[at.length - 1]) / 2;
    int i = 0;
    while (at[i] < half) {
      i++;
    }
    return i;
  }

  /** Each value replaced by the least of it and every later one. */
  static double[] envelope(LongStream heapAfter) {
    double[] values = heapAfter.asDoubleStream().toArray();
    for (int i = values.length - 2; i >= 0; i--) {
      values[i] = Math.min(values[i], values[i + 1]);
    }
    return values;
  }

  /** The median of the slopes between every two points apart in time. */
  static double theilSen(double[] x, double[] y) {
    int step = Math.max(1, (x.length + MAX_POINTS - 1) / MAX_POINTS);
    int n = (x.length + step - 1) / step;
    double[] slopes = new double[n * (n - 1) / 2];
    int count = 0;
    for (int i = 0; i < x.length; i += step) {
      for (int j = i + step; j < x.length; j += step) {
        if (x[j] > x[i]) {
          slopes[count++] = (y[j] - y[i]) / (x[j] - x[i]);
        }
      }
    }
    if (count == 0) {
      return (y[y.length - 1] - y[0]) / (x[x.length - 1] - x[0]);
    }
    double[] sorted = Arrays.copyOf(slopes, count);
    Arrays.sort(sorted);
    int mid = count / 2;
    return count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }

  /** The seconds the fit spans, first pause to last. */
  public double seconds() {
    return toSeconds - fromSeconds;
  }

  /** The fitted growth over the span, in bytes. */
  public double growthBytes() {
    return bytesPerSecond * seconds();
  }

  /** The bytes retained per request at a load of {@code requestsPerSecond}. */
  public double perRequest(double requestsPerSecond) {
    return bytesPerSecond / requestsPerSecond;
  }
}
