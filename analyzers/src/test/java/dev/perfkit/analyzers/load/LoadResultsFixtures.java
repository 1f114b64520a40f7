package dev.perfkit.analyzers.load;

import dev.perfkit.analyzers.load.LoadResults.SecondSample;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Builds load results with a chosen per-second series, for rule and reader tests. */
public final class LoadResultsFixtures {

  private LoadResultsFixtures() {}

  /** A closed-model result whose series has the given requests, p99s and KOs per second. */
  public static LoadResults withSeries(long[] requests, double[] p99Ms, long[] ko) {
    List<SecondSample> series = new ArrayList<>();
    long total = 0;
    long failed = 0;
    for (int second = 0; second < requests.length; second++) {
      long koThisSecond = ko == null ? 0 : ko[second];
      series.add(
          new SecondSample(
              second,
              "measured",
              requests[second],
              requests[second] - koThisSecond,
              koThisSecond,
              p99Ms[second] / 2,
              p99Ms[second]));
      total += requests[second];
      failed += koThisSecond;
    }
    Instant start = Instant.parse("2026-11-20T10:00:00Z");
    return new LoadResults(
        LoadResults.SCHEMA_VERSION,
        "hello",
        "closed",
        16,
        0,
        start,
        start.plusSeconds(requests.length),
        true,
        total,
        total - failed,
        failed,
        failed == 0 ? null : "HTTP 503",
        new LoadResults.Latency(1, 2, 5, 9, 60, 1.2),
        series,
        "histogram.hlog");
  }
}
