package dev.perfkit.cli;

import java.io.IOException;
import java.nio.file.Path;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * The load driver's histogram logs read with HdrHistogram alone, for tests to check the pages'
 * numbers against: sums keep the logs' own resolution (the driver's, from 1 µs).
 */
final class HistogramLogs {

  private HistogramLogs() {}

  /** The log's intervals added. */
  static Histogram read(Path hlog) throws IOException {
    Histogram all = null;
    HistogramLogReader reader = new HistogramLogReader(hlog.toFile());
    for (EncodableHistogram next = reader.nextIntervalHistogram();
        next != null;
        next = reader.nextIntervalHistogram()) {
      all = added(all, (Histogram) next);
    }
    return all;
  }

  /** {@code next} added to {@code sum}, null before the first. */
  static Histogram added(Histogram sum, Histogram next) {
    if (sum == null) {
      return next.copy();
    }
    sum.add(next);
    return sum;
  }
}
