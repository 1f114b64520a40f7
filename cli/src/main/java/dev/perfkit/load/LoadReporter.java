package dev.perfkit.load;

import dev.perfkit.analyzers.load.LoadResults;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Closes each second of load: turns it into a per-second sample, adds its measured latencies to the
 * phase's histogram and to the histogram log, and tells the listener.
 */
final class LoadReporter {
  private static final double NANOS_PER_MS = 1e6;

  private final LoadStats stats;
  private final Schedule schedule;
  private final LoadListener listener;
  private final HistogramLogWriter log;
  private final Duration planned;
  private final long startNanos;
  private final Histogram measured = LoadStats.newHistogram();
  private final List<LoadResults.SecondSample> seconds = new ArrayList<>();
  private long lastSampleNanos;

  LoadReporter(
      LoadStats stats,
      Schedule schedule,
      LoadListener listener,
      HistogramLogWriter log,
      Duration planned,
      long startNanos) {
    this.stats = stats;
    this.schedule = schedule;
    this.listener = listener;
    this.log = log;
    this.planned = planned;
    this.startNanos = startNanos;
    this.lastSampleNanos = startNanos;
  }

  /** Closes the second (or the last, shorter stretch) that ends now. */
  void sample(long nowNanos, boolean last) {
    LoadStats.Second second = stats.takeSecond();
    long midpoint = lastSampleNanos + (nowNanos - lastSampleNanos) / 2;
    double seconds = Math.max(1e-3, (nowNanos - lastSampleNanos) / 1e9);
    lastSampleNanos = nowNanos;
    addMeasured(second.measuredLatencies());
    long requests = second.ok() + second.ko();
    if (last && requests == 0 && !this.seconds.isEmpty()) {
      return; // the load ended on a second's boundary: nothing left to report
    }
    String phase =
        schedule.measuring(midpoint)
            ? LoadResults.SecondSample.MEASURED
            : LoadResults.SecondSample.WARMUP;
    Histogram latencies = second.latencies();
    this.seconds.add(
        new LoadResults.SecondSample(
            this.seconds.size(),
            phase,
            requests,
            second.ok(),
            second.ko(),
            millis(latencies, 50),
            millis(latencies, 99),
            second.koByStatus()));
    listener.onProgress(progress(nowNanos, phase, requests / seconds, latencies));
  }

  /** The measured phase's latencies so far. */
  Histogram measured() {
    return measured;
  }

  List<LoadResults.SecondSample> seconds() {
    return seconds;
  }

  static double millis(Histogram histogram, double percentile) {
    return histogram.getTotalCount() == 0
        ? 0
        : histogram.getValueAtPercentile(percentile) / NANOS_PER_MS;
  }

  private void addMeasured(Histogram interval) {
    if (interval.getTotalCount() > 0) {
      measured.add(interval);
      log.outputIntervalHistogram(interval);
    }
  }

  private LoadProgress progress(long nowNanos, String phase, double rate, Histogram latencies) {
    Duration elapsed = Duration.ofNanos(nowNanos - startNanos);
    Duration remaining = null;
    if (planned != null) {
      remaining = planned.minus(elapsed).isNegative() ? Duration.ZERO : planned.minus(elapsed);
    }
    return new LoadProgress(
        phase, elapsed, remaining, rate, stats.totalOk(), stats.totalKo(), millis(latencies, 99));
  }
}
