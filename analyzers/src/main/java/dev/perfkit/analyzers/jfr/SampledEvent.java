package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.stacks.StackEvent;
import java.util.Set;

/**
 * What the {@code jdk.ExecutionSample} events of a chunk sampled. The JVM's are CPU samples;
 * async-profiler 2.x and 3.x store every execution event that way (wall clock, hardware counters,
 * method tracing) and name the real one in a {@code jdk.ActiveSetting} called {@code event}.
 * async-profiler 3.x samples wall clock with {@code wall=INTERVAL}: its recording then names no
 * event ({@code jfr print} shows {@code event = N/A}) and holds a setting called {@code wall}.
 * async-profiler 4.x writes wall-clock samples as {@code profiler.WallClockSample} instead.
 *
 * @param kind the profile the samples feed
 * @param label what they are, for the user
 */
record SampledEvent(StackEvent kind, String label) {

  /** CPU samples: the JVM's own (no profiler named an event), or async-profiler's CPU time. */
  static final SampledEvent CPU = new SampledEvent(StackEvent.CPU, StackEvent.CPU.inputName());

  private static final SampledEvent WALL =
      new SampledEvent(StackEvent.WALL, StackEvent.WALL.inputName());

  /** async-profiler's timer-based CPU sampling, and the perf events that count CPU time. */
  private static final Set<String> CPU_TIME = Set.of("cpu", "itimer", "ctimer", "cpu-clock");

  /** Perf events by their names in async-profiler (a colon marks tracepoints, probes, mem:). */
  private static final Set<String> PERF_EVENTS =
      Set.of(
          "cycles",
          "instructions",
          "cache-references",
          "cache-misses",
          "branch-instructions",
          "branch-misses",
          "bus-cycles",
          "ref-cycles",
          "page-faults",
          "context-switches",
          "cpu-migrations",
          "minor-faults",
          "major-faults",
          "task-clock",
          "L1-dcache-load-misses",
          "LLC-load-misses",
          "dTLB-load-misses");

  /** The samples of a chunk whose profiler named {@code profilerEvent}, or null when none did. */
  static SampledEvent of(String profilerEvent) {
    return of(profilerEvent, false);
  }

  /**
   * The samples of a chunk whose profiler named {@code profilerEvent} (null when none did), and set
   * a wall-clock interval or not: with no event named, the wall clock is all it sampled.
   */
  static SampledEvent of(String profilerEvent, boolean wallSetting) {
    boolean noEvent = profilerEvent == null || profilerEvent.isEmpty();
    if (noEvent && wallSetting) {
      return WALL;
    }
    if (noEvent || CPU_TIME.contains(profilerEvent)) {
      return CPU;
    }
    if (profilerEvent.equals("wall")) {
      return WALL;
    }
    if (isPerfEvent(profilerEvent)) {
      return new SampledEvent(
          StackEvent.COUNTED, profilerEvent + " profile (event counts, not CPU time)");
    }
    return new SampledEvent(
        StackEvent.COUNTED, "method-trace profile (calls to " + profilerEvent + ", not CPU time)");
  }

  private static boolean isPerfEvent(String event) {
    return PERF_EVENTS.contains(event) || event.contains(":") || event.matches("r[0-9a-fA-F]+");
  }
}
