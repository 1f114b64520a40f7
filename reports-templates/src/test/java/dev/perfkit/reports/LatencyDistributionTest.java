package dev.perfkit.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A histogram log read back gives the percentiles of the histograms written into it, as the load
 * driver writes them: recorded from 1 µs to an hour at 3 significant digits, one per second.
 */
class LatencyDistributionTest {

  @TempDir Path dir;

  @Test
  void aLogReadsBackAtItsOwnResolution() throws Exception {
    Random random = new Random(7);
    Histogram whole = new Histogram(1_000, 3_600_000_000_000L, 3);
    Path hlog = dir.resolve("histogram.hlog");
    try (PrintStream out = new PrintStream(Files.newOutputStream(hlog))) {
      HistogramLogWriter writer = new HistogramLogWriter(out);
      for (int second = 0; second < 3; second++) {
        Histogram interval = new Histogram(1_000, 3_600_000_000_000L, 3);
        interval.setStartTimeStamp(second * 1000L);
        interval.setEndTimeStamp(second * 1000L + 1000);
        for (int i = 0; i < 2000; i++) {
          // 0.2-0.6 ms, where a bucket of the driver's resolution is 256 ns wide.
          interval.recordValue(200_000 + random.nextInt(400_000));
        }
        whole.add(interval);
        writer.outputIntervalHistogram(interval);
      }
    }
    Histogram read = LatencyDistribution.log(hlog).orElseThrow().histogram();
    assertEquals(whole.getTotalCount(), read.getTotalCount());
    for (double percentile : new double[] {50, 90, 99, 99.9}) {
      assertEquals(
          whole.getValueAtPercentile(percentile),
          read.getValueAtPercentile(percentile),
          "p" + percentile);
    }
    LatencyDistribution.Merged merged = LatencyDistribution.read(List.of(hlog, hlog));
    assertEquals(2 * whole.getTotalCount(), merged.count());
    double[] median =
        merged.points().stream().filter(point -> point[0] == 50).findFirst().orElseThrow();
    assertEquals(whole.getValueAtPercentile(50) / 1e6, median[1]);
  }
}
