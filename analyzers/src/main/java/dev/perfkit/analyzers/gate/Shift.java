package dev.perfkit.analyzers.gate;

/**
 * The size of a change between two samples with its interval.
 *
 * @param estimate the Hodges-Lehmann shift, candidate minus baseline, in the metric's unit
 * @param low the interval's lower end
 * @param high its upper end
 * @param confidence the interval's confidence, such as 0.95
 * @param method how the interval was computed, with its seed and resample count
 */
public record Shift(double estimate, double low, double high, double confidence, String method) {}
