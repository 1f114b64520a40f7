package dev.perfkit.analyzers.gate;

/**
 * One check of a JMH result file: a benchmark's primary score, or one of its secondary metrics
 * ({@code -prof gc}'s {@code gc.alloc.rate.norm}), with one sample per fork.
 *
 * @param benchmark the benchmark method, {@code pkg.Class.method}, and for a secondary metric its
 *     name after a colon, as JMH prints it: {@code pkg.Class.method:gc.alloc.rate.norm}
 * @param id the benchmark with its mode and parameters, what lines two files up: {@code
 *     pkg.Class.method [thrpt] (size=10)}, {@code pkg.Class.method:gc.alloc.rate.norm [thrpt]}
 * @param secondary the secondary metric's name, or null for the primary score
 * @param samples one per fork: the mean of its measurement iterations, which share the fork's JVM
 *     and JIT decisions and so are not independent of each other
 * @param score JMH's score over all iterations
 * @param error JMH's error of that score (half its 99.9% interval), NaN when JMH gave none
 * @param setup how JMH ran it
 */
public record JmhBenchmark(
    String benchmark,
    String id,
    String secondary,
    Samples samples,
    double score,
    double error,
    JmhSetup setup) {

  /** Whether this is the benchmark's primary score rather than a secondary metric. */
  public boolean primary() {
    return secondary == null;
  }

  /** This check with {@code samples} in place of its own (a side's files pooled). */
  JmhBenchmark withSamples(Samples pooled) {
    return new JmhBenchmark(benchmark, id, secondary, pooled, score, error, setup);
  }
}
