package dev.perfkit.analyzers.gc;

/**
 * All concurrent cycles of one kind, summed: G1's "Concurrent Mark Cycle", ZGC's "Major Collection"
 * and "Minor Collection", and the "Garbage Collection" of ZGC before its generational mode, timed
 * from its start line to its end line since it logs no duration. They run beside the application,
 * so they are not pauses.
 *
 * @param name the cycle's name as logged
 * @param count how many completed
 * @param totalMs their summed duration
 * @param maxMs the longest
 */
public record CycleGroup(String name, long count, double totalMs, double maxMs) {

  CycleGroup plus(double durationMs) {
    return new CycleGroup(name, count + 1, totalMs + durationMs, Math.max(maxMs, durationMs));
  }
}
