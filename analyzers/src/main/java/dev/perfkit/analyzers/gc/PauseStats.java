package dev.perfkit.analyzers.gc;

/**
 * Exact statistics over every pause of a log (percentiles by nearest rank over all durations).
 *
 * @param count how many pauses
 * @param totalMs their summed duration
 * @param maxMs the longest
 * @param meanMs the mean, 0 without pauses
 * @param p50Ms the median
 * @param p90Ms the 90th percentile
 * @param p99Ms the 99th percentile
 * @param p999Ms the 99.9th percentile
 */
public record PauseStats(
    long count,
    double totalMs,
    double maxMs,
    double meanMs,
    double p50Ms,
    double p90Ms,
    double p99Ms,
    double p999Ms) {}
