package dev.perfkit.analyzers.gate;

import java.util.List;

/**
 * One side of a gate over JMH result files: its checks, its files' forks pooled, and what is worth
 * a note about them.
 *
 * @param checks each benchmark's primary score and secondary metrics
 * @param notes one line each: setups that differ between the side's files, scores whose JMH error
 *     is large
 */
public record JmhSide(List<JmhBenchmark> checks, List<String> notes) {

  public JmhSide {
    checks = List.copyOf(checks);
    notes = List.copyOf(notes);
  }
}
