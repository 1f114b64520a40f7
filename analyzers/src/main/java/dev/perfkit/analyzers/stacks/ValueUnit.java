package dev.perfkit.analyzers.stacks;

/**
 * What the counts of a stack profile measure: samples (collapsed files, execution samples), bytes
 * (allocation weights from JFR) or nanoseconds (lock waits from JFR).
 */
public enum ValueUnit {
  SAMPLES,
  BYTES,
  NANOSECONDS
}
