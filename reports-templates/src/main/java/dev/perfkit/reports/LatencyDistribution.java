package dev.perfkit.reports;

import java.io.FileNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * The latency distribution of the measured phase, from the load's HdrHistogram logs: every interval
 * of every run's log added into one histogram ({@code Histogram.add}, exact, since all runs record
 * into histograms of the same precision), read out at fixed percentiles and counted into response
 * time ranges. A set's distribution is so that of all its runs' requests together.
 */
final class LatencyDistribution {

  /** The percentiles drawn, denser towards the tail, where latency stories are told. */
  static final double[] PERCENTILES = {
    0, 10, 20, 30, 40, 50, 60, 70, 75, 80, 85, 90, 95, 97, 98, 99, 99.5, 99.9, 99.95, 99.99, 100
  };

  /**
   * The upper bounds of the response time ranges counted, in ms: 1-2-5 steps, so that a page reads
   * both a sub-millisecond server and one whose cold start times out.
   */
  static final double[] RANGE_BOUNDS_MS = {
    0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000
  };

  private LatencyDistribution() {}

  /**
   * The merged distribution.
   *
   * @param points pairs of [percentile, milliseconds]; empty when no log holds anything
   * @param ranges pairs of [upper bound in ms, requests at or under it and above the previous
   *     bound], the last bound infinite; empty when no log holds anything
   * @param count the requests behind it, over every log
   */
  record Merged(List<double[]> points, List<double[]> ranges, long count) {}

  /**
   * One run's log read whole.
   *
   * @param histogram every interval added
   * @param seconds from the first interval's start to the last one's end: how long the measured
   *     phase lasted, by the load driver's own clock
   */
  record Log(Histogram histogram, double seconds) {}

  /**
   * The distribution of every log in {@code hlogs} added together; empty when any is missing or
   * damaged, since a distribution of some runs shown as the set's would be false.
   */
  static Merged read(List<Path> hlogs) {
    Histogram all = null;
    for (Path hlog : hlogs) {
      Optional<Log> log = log(hlog);
      if (log.isEmpty()) {
        return new Merged(List.of(), List.of(), 0);
      }
      all = added(all, log.get().histogram());
    }
    if (all == null || all.getTotalCount() == 0) {
      return new Merged(List.of(), List.of(), 0);
    }
    List<double[]> points = new ArrayList<>();
    for (double percentile : PERCENTILES) {
      points.add(new double[] {percentile, all.getValueAtPercentile(percentile) / 1e6});
    }
    return new Merged(points, ranges(all), all.getTotalCount());
  }

  /**
   * The requests in each response time range; the last range, above the highest bound, has an
   * infinite bound. Each request lands in exactly one range, to the histogram's precision (3
   * significant digits: a request within 0.1% of a bound may count on its other side).
   */
  static List<double[]> ranges(Histogram histogram) {
    List<double[]> ranges = new ArrayList<>();
    long below = 0;
    for (double bound : RANGE_BOUNDS_MS) {
      long upTo = histogram.getCountBetweenValues(0, (long) (bound * 1e6));
      ranges.add(new double[] {bound, upTo - below});
      below = upTo;
    }
    ranges.add(new double[] {Double.POSITIVE_INFINITY, histogram.getTotalCount() - below});
    return ranges;
  }

  /**
   * {@code next} added to {@code sum} (null before the first): the sum keeps the logs' own
   * resolution. The load driver records from 1 µs, in buckets wider than those of a histogram from
   * 1 ns; re-recorded into the finer ones, a percentile read one bucket lower than the driver's own
   * (a p50 of 0.4150 ms against its 0.4152).
   */
  static Histogram added(Histogram sum, Histogram next) {
    if (sum == null) {
      return next.copy();
    }
    sum.add(next);
    return sum;
  }

  /** The log at {@code hlog}; empty when it is missing or damaged. */
  static Optional<Log> log(Path hlog) {
    if (hlog == null || !Files.isRegularFile(hlog)) {
      return Optional.empty();
    }
    try {
      HistogramLogReader reader = new HistogramLogReader(hlog.toFile());
      Histogram all = null;
      double first = Double.NaN;
      double last = Double.NaN;
      for (EncodableHistogram next = reader.nextIntervalHistogram();
          next != null;
          next = reader.nextIntervalHistogram()) {
        all = added(all, (Histogram) next);
        first = Double.isNaN(first) ? next.getStartTimeStamp() : first;
        last = next.getEndTimeStamp();
      }
      double seconds = Double.isNaN(first) ? 0 : (last - first) / 1000.0;
      return Optional.of(new Log(all == null ? new Histogram(3) : all, seconds));
    } catch (FileNotFoundException | RuntimeException e) {
      return Optional.empty(); // A damaged log costs these tables only; the summary's remain.
    }
  }
}
