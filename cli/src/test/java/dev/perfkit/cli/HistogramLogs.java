package dev.perfkit.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
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
    return read(List.of(hlog));
  }

  /** Every interval of every log added into one, as a set's pages merge its runs. */
  static Histogram read(List<Path> hlogs) throws IOException {
    Histogram all = null;
    for (Path hlog : hlogs) {
      HistogramLogReader reader = new HistogramLogReader(hlog.toFile());
      for (EncodableHistogram next = reader.nextIntervalHistogram();
          next != null;
          next = reader.nextIntervalHistogram()) {
        if (all == null) {
          all = ((Histogram) next).copy();
        } else {
          all.add((Histogram) next);
        }
      }
    }
    return all;
  }
}
