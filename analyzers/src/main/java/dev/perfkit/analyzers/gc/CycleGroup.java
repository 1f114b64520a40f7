package dev.perfkit.analyzers.gc;

/**
 * All concurrent cycles of one kind, summed: G1's "Concurrent Mark Cycle", ZGC's "Major Collection"
 * and "Minor Collection", and the "Garbage Collection" of ZGC before its generational mode, timed
 * from its start line to its end line since it logs no duration. They run beside the application,
 * so they are not pauses.
 *
 * @param name the cycle's name as logged
 * @param count how many completed
 * @param untimedCount how many of them the log gave no duration for (a ZGC cycle without its start
 *     line); the total and the longest are those of the others
 * @param totalMs the summed duration of the timed ones
 * @param maxMs the longest
 */
public record CycleGroup(String name, long count, long untimedCount, double totalMs, double maxMs) {

  /** This group and one more cycle; a NaN duration counts the cycle as untimed. */
  CycleGroup plus(double durationMs) {
    if (Double.isNaN(durationMs)) {
      return new CycleGroup(name, count + 1, untimedCount + 1, totalMs, maxMs);
    }
    return new CycleGroup(
        name, count + 1, untimedCount, totalMs + durationMs, Math.max(maxMs, durationMs));
  }
}
