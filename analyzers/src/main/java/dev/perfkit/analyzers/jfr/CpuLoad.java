package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.evidence.Summarizable;

/**
 * The CPU load over a recording ({@code jdk.CPULoad}, sampled about once a second): the JVM's own
 * (user + system) and the whole machine's, as fractions 0-1.
 *
 * @param samples the number of {@code jdk.CPULoad} events
 */
public record CpuLoad(
    long samples, double meanJvm, double maxJvm, double meanMachine, double maxMachine)
    implements Summarizable {

  /** This record is already compact: it is its own summary. */
  @Override
  public CpuLoad summary() {
    return this;
  }
}
