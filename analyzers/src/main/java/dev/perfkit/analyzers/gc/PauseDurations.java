package dev.perfkit.analyzers.gc;

import java.util.Arrays;

/**
 * Every pause duration of a log in a growable primitive array: 8 bytes a pause, so exact
 * percentiles stay affordable even for millions of pauses.
 */
final class PauseDurations {

  private double[] values = new double[1024];
  private int size;
  private double total;

  void add(double durationMs) {
    if (size == values.length) {
      values = Arrays.copyOf(values, size * 2);
    }
    values[size++] = durationMs;
    total += durationMs;
  }

  PauseStats stats() {
    double[] sorted = Arrays.copyOf(values, size);
    Arrays.sort(sorted);
    return new PauseStats(
        size,
        total,
        size == 0 ? 0 : sorted[size - 1],
        size == 0 ? 0 : total / size,
        nearestRank(sorted, 0.50),
        nearestRank(sorted, 0.90),
        nearestRank(sorted, 0.99),
        nearestRank(sorted, 0.999));
  }

  /** The smallest value with at least {@code quantile} of all values at or below it. */
  static double nearestRank(double[] sorted, double quantile) {
    if (sorted.length == 0) {
      return 0;
    }
    // The epsilon keeps 0.99 * 100 from rounding up to rank 100 through floating-point error.
    int rank = (int) Math.ceil(quantile * sorted.length - 1e-9);
    return sorted[Math.max(0, rank - 1)];
  }
}
