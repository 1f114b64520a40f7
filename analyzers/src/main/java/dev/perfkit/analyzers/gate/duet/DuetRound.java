package dev.perfkit.analyzers.gate.duet;

import java.util.List;

/**
 * One round of a duet: a fresh baseline and a fresh candidate JVM, started and loaded side by side,
 * read over the same measured window.
 *
 * @param round its number, from 1
 * @param baselineFirst whether the baseline was started first (the order turns each round)
 * @param warmupSeconds how long the shared warm-up lasted until both JITs were idle
 * @param measuredSeconds the measured window's length
 * @param baseline what was read of the baseline
 * @param candidate what was read of the candidate
 * @param intervals both sides read at the same instants within the window, about once a second
 * @param notes what went wrong or was unusual, in words
 */
public record DuetRound(
    int round,
    boolean baselineFirst,
    double warmupSeconds,
    double measuredSeconds,
    SideReading baseline,
    SideReading candidate,
    List<DuetInterval> intervals,
    List<String> notes) {

  public DuetRound {
    intervals = intervals == null ? List.of() : List.copyOf(intervals);
    notes = List.copyOf(notes);
  }

  /** Whether both sides served requests in the window, so that per-request values exist. */
  public boolean complete() {
    return baseline.requests() > 0 && candidate.requests() > 0;
  }
}
