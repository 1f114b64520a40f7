package dev.perfkit.reports;

import java.io.FileNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * The latency distribution of the measured phase, from the load's HdrHistogram logs: every interval
 * of every run's log added into one histogram ({@code Histogram.add}, exact, since all runs record
 * into histograms of the same precision), read out at fixed percentiles. A set's distribution is so
 * that of all its runs' requests together.
 */
final class LatencyDistribution {

  /** The percentiles drawn, denser towards the tail, where latency stories are told. */
  static final double[] PERCENTILES = {
    0, 10, 20, 30, 40, 50, 60, 70, 75, 80, 85, 90, 95, 97, 98, 99, 99.5, 99.9, 99.95, 99.99, 100
  };

  private LatencyDistribution() {}

  /**
   * The merged distribution.
   *
   * @param points pairs of [percentile, milliseconds]; empty when no log holds anything
   * @param count the requests behind it, over every log
   */
  record Merged(List<double[]> points, long count) {}

  /**
   * The distribution of every log in {@code hlogs} added together; empty when any is missing or
   * damaged, since a distribution of some runs shown as the set's would be false.
   */
  static Merged read(List<Path> hlogs) {
    Histogram all = new Histogram(3);
    for (Path hlog : hlogs) {
      if (!Files.isRegularFile(hlog) || !add(hlog, all)) {
        return new Merged(List.of(), 0);
      }
    }
    List<double[]> points = new ArrayList<>();
    if (all.getTotalCount() > 0) {
      for (double percentile : PERCENTILES) {
        points.add(new double[] {percentile, all.getValueAtPercentile(percentile) / 1e6});
      }
    }
    return new Merged(points, all.getTotalCount());
  }

  private static boolean add(Path hlog, Histogram all) {
    try {
      HistogramLogReader reader = new HistogramLogReader(hlog.toFile());
      for (EncodableHistogram next = reader.nextIntervalHistogram();
          next != null;
          next = reader.nextIntervalHistogram()) {
        all.add((Histogram) next);
      }
      return true;
    } catch (FileNotFoundException | RuntimeException e) {
      return false; // A damaged log costs this chart only; the summary's percentiles remain.
    }
  }
}
