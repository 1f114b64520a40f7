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
 * The latency distribution of the measured phase, from the load's HdrHistogram log: every interval
 * added into one histogram, read out at fixed percentiles.
 */
final class LatencyDistribution {

  /** The percentiles drawn, denser towards the tail, where latency stories are told. */
  static final double[] PERCENTILES = {
    0, 10, 20, 30, 40, 50, 60, 70, 75, 80, 85, 90, 95, 97, 98, 99, 99.5, 99.9, 99.95, 99.99, 100
  };

  private LatencyDistribution() {}

  /** Pairs of [percentile, milliseconds]; empty when the log is absent or holds nothing. */
  static List<double[]> read(Path hlog) {
    if (hlog == null || !Files.isRegularFile(hlog)) {
      return List.of();
    }
    Histogram all = new Histogram(3);
    try {
      HistogramLogReader reader = new HistogramLogReader(hlog.toFile());
      for (EncodableHistogram next = reader.nextIntervalHistogram();
          next != null;
          next = reader.nextIntervalHistogram()) {
        all.add((Histogram) next);
      }
    } catch (FileNotFoundException | RuntimeException e) {
      return List.of(); // A damaged log costs this chart only; the summary's percentiles remain.
    }
    List<double[]> points = new ArrayList<>();
    if (all.getTotalCount() == 0) {
      return points;
    }
    for (double percentile : PERCENTILES) {
      points.add(new double[] {percentile, all.getValueAtPercentile(percentile) / 1e6});
    }
    return points;
  }
}
