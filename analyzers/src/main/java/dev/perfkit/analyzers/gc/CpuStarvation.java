package dev.perfkit.analyzers.gc;

/**
 * The pauses of a GC log whose real time far exceeded the CPU time of the GC's threads ({@link
 * GcCpuTime#starved}): the threads waited for a CPU (an overloaded machine, a container's CPU
 * limit, a host that steals time), which no heap setting shortens.
 *
 * @param timedPauses pauses whose CPU times the log gave
 * @param starvedPauses how many of them were starved
 * @param starvedPauseMs their summed duration
 * @param worst the starved pause with the longest real time, or null when none was starved
 * @param worstTime its CPU and real times, or null
 */
public record CpuStarvation(
    long timedPauses,
    long starvedPauses,
    double starvedPauseMs,
    GcPause worst,
    GcCpuTime worstTime) {

  /** A log that gave no CPU times. */
  public static final CpuStarvation NONE = new CpuStarvation(0, 0, 0, null, null);

  /** Sums pauses as their times arrive. */
  static final class Tally {
    private long timed;
    private long starved;
    private double starvedMs;
    private GcPause worst;
    private GcCpuTime worstTime;

    void add(GcPause pause, GcCpuTime time) {
      timed++;
      if (!time.starved()) {
        return;
      }
      starved++;
      starvedMs += pause.durationMs();
      if (worstTime == null || time.realSeconds() > worstTime.realSeconds()) {
        worst = pause;
        worstTime = time;
      }
    }

    CpuStarvation result() {
      return new CpuStarvation(timed, starved, starvedMs, worst, worstTime);
    }
  }
}
