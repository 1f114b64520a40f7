package dev.perfkit.load;

import java.time.Duration;

/**
 * What the load driver reports about once a second while it runs, for a live progress line.
 *
 * @param phase {@code warmup} or {@code measured}
 * @param elapsed time since the load started
 * @param remaining time left when the plan is by duration, null when it is by request count
 * @param requestsPerSecond requests completed in the last second
 * @param ok requests that succeeded so far, both phases
 * @param ko requests that failed so far, both phases
 * @param p99Ms the 99th percentile latency of the last second, in milliseconds
 */
public record LoadProgress(
    String phase,
    Duration elapsed,
    Duration remaining,
    double requestsPerSecond,
    long ok,
    long ko,
    double p99Ms) {}
