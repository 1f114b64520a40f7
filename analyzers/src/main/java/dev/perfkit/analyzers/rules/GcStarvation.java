package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.gc.CpuStarvation;
import dev.perfkit.analyzers.gc.GcCpuTime;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import java.util.List;
import java.util.Locale;

/**
 * What the GC rules say when pauses took far longer in real time than their GC threads ran: the
 * threads were starved of CPU, so the remedy is CPU, not the heap. One place, so that the
 * long-pause and the overhead finding say it alike.
 */
final class GcStarvation {

  static final String SUGGESTION =
      "Give the JVM the CPU its GC threads need: look for what else ran on the machine (load"
          + " average, other JVMs or containers), raise the container's CPU limit, or set"
          + " -XX:ParallelGCThreads and -XX:ConcGCThreads to the CPUs the JVM really gets. A"
          + " larger heap or another collector would not shorten these pauses.";

  private GcStarvation() {}

  /** Whether the longest pause of the evidence is the worst starved one. */
  static boolean longestStarved(GcActivity gc) {
    CpuStarvation starvation = gc.cpuStarvation();
    return starvation.worst() != null && starvation.worst().durationMs() >= gc.maxPauseMs();
  }

  /** Whether starved pauses make up at least half of all pause time. */
  static boolean mostPauseTimeStarved(GcActivity gc) {
    return gc.cpuStarvation().starvedPauses() > 0
        && gc.cpuStarvation().starvedPauseMs() * 2 >= gc.totalPauseMs();
  }

  /**
   * "2 of the 12 pauses with CPU times were starved of CPU: the worst, Pause Young (Normal) (G1
   * Evacuation Pause), GC(5), at 10.7 s, took 0.68 s of real time while its GC threads ran 0.22 s
   * (user 0.18 s + sys 0.04 s): they waited for a CPU (an overloaded machine or a CPU limit), not
   * for the heap."
   */
  static String sentence(CpuStarvation starvation) {
    GcCpuTime time = starvation.worstTime();
    return String.format(
        Locale.ROOT,
        "%s of the %s pauses with CPU times %s starved of CPU: the worst, %s, took %.2f s of real"
            + " time while its GC threads ran %.2f s (user %.2f s + sys %.2f s): they waited for"
            + " a CPU (an overloaded machine or a CPU limit), not for the heap.",
        Quantity.count(starvation.starvedPauses()).text(),
        Quantity.count(starvation.timedPauses()).text(),
        starvation.starvedPauses() == 1 ? "was" : "were",
        GcActivity.describe(starvation.worst()),
        time.realSeconds(),
        time.cpuSeconds(),
        time.userSeconds(),
        time.sysSeconds());
  }

  /** The starved pauses' evidence; none when no pause was starved. */
  static List<Evidence> evidence(CpuStarvation starvation) {
    if (starvation.starvedPauses() == 0) {
      return List.of();
    }
    GcCpuTime time = starvation.worstTime();
    return List.of(
        Evidence.of("pauses starved of CPU", Quantity.count(starvation.starvedPauses())),
        Evidence.of("their pause time", Quantity.millis(starvation.starvedPauseMs())),
        Evidence.of("worst: real time", Quantity.of(time.realSeconds(), Unit.SECONDS)),
        Evidence.of("worst: GC threads' CPU time", Quantity.of(time.cpuSeconds(), Unit.SECONDS)));
  }
}
