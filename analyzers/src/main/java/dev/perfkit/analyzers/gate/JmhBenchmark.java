package dev.perfkit.analyzers.gate;

/**
 * One benchmark of a JMH result file with its measurement iterations as samples.
 *
 * @param benchmark the benchmark method, {@code pkg.Class.method}
 * @param id the benchmark with its mode and parameters, what lines two files up: {@code
 *     pkg.Class.method [thrpt] (size=10)}
 * @param samples every measurement iteration of every fork
 */
public record JmhBenchmark(String benchmark, String id, Samples samples) {}
