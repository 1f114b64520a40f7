package dev.perfkit.analyzers.gc;

import dev.perfkit.analyzers.evidence.Summarizable;
import java.util.List;

/**
 * What a GC log says (unified or JDK 8's), aggregated exactly: every pause's duration in the
 * statistics, pauses grouped by type and cause, the longest pauses, concurrent cycles, and how long
 * the JVM ran.
 *
 * @param collector the collector named by the log's "Using ..." line ("G1", "Parallel", "Serial",
 *     "ZGC", "Shenandoah"), or empty
 * @param runSeconds the time the log covers, from its earliest to its latest time (uptime, or
 *     wall-clock time when the log has no uptime): an excerpt of a long run covers its own span,
 *     not the JVM's uptime; a JDK 8 log's span starts at 0, since such a log is written from JVM
 *     start on; every share and rate of the log is over this span
 * @param pauses statistics over every pause
 * @param pauseGroups pauses per type and cause, most total time first
 * @param longestPauses the longest pauses, longest first ({@link #TOP_PAUSES} at most)
 * @param cycles concurrent cycles per kind, most total time first
 * @param maxHeapAfterGcBytes the largest heap occupancy right after a pause or, for ZGC, at the end
 *     of a cycle (its end line); -1 when unknown
 * @param maxHeapCapacityBytes the largest heap capacity a pause line showed, -1 when unknown:
 *     always for ZGC, whose lines give no capacity, only a rounded share of the max heap
 * @param truncated true when the log ended early; {@code truncationNote} says where
 * @param truncationNote where the log was cut, and what the read skipped (a JDK 8 event whose
 *     bracket never closed); empty when neither
 * @param timeline every pause on the JVM's clock, or per second beyond {@link PauseTimeline#CAP}
 *     pauses; null in a summary written before it
 * @param cpuStarvation the pauses whose real time far exceeded their GC threads' CPU time, from the
 *     {@code gc,cpu} lines or JDK 8's {@code [Times: ...]}; {@link CpuStarvation#NONE} when the log
 *     has neither
 */
public record GcLog(
    String collector,
    double runSeconds,
    PauseStats pauses,
    List<PauseGroup> pauseGroups,
    List<GcPause> longestPauses,
    List<CycleGroup> cycles,
    long maxHeapAfterGcBytes,
    long maxHeapCapacityBytes,
    boolean truncated,
    String truncationNote,
    PauseTimeline timeline,
    CpuStarvation cpuStarvation)
    implements Summarizable {

  /** How many of the longest pauses are kept. */
  public static final int TOP_PAUSES = 50;

  private static final int SUMMARY_TOP = 20;

  public GcLog {
    pauseGroups = List.copyOf(pauseGroups);
    longestPauses = List.copyOf(longestPauses);
    cycles = List.copyOf(cycles);
    cpuStarvation = cpuStarvation == null ? CpuStarvation.NONE : cpuStarvation;
  }

  /** The share of the span the log covers spent in pauses, 0.0 to 1.0; 0 when it is unknown. */
  public double pauseShare() {
    return runSeconds > 0 ? Math.min(1.0, pauses.totalMs() / (runSeconds * 1000)) : 0;
  }

  public long fullGcCount() {
    return pauseGroups.stream().filter(PauseGroup::full).mapToLong(PauseGroup::count).sum();
  }

  public double fullGcTotalMs() {
    return pauseGroups.stream().filter(PauseGroup::full).mapToDouble(PauseGroup::totalMs).sum();
  }

  /** The compact form for {@code summary.json}: totals and the top 20 of each list. */
  @Override
  public GcSummary summary() {
    return new GcSummary(
        collector,
        runSeconds,
        pauseShare(),
        pauses,
        fullGcCount(),
        pauseGroups.subList(0, Math.min(SUMMARY_TOP, pauseGroups.size())),
        longestPauses.subList(0, Math.min(SUMMARY_TOP, longestPauses.size())),
        cycles,
        truncated,
        truncationNote,
        timeline);
  }

  /** The GC log's part of {@code summary.json}. */
  public record GcSummary(
      String collector,
      double runSeconds,
      double pauseShare,
      PauseStats pauses,
      long fullGcs,
      List<PauseGroup> pauseGroups,
      List<GcPause> longestPauses,
      List<CycleGroup> concurrentCycles,
      boolean truncated,
      String truncationNote,
      PauseTimeline timeline) {

    public GcSummary {
      pauseGroups = List.copyOf(pauseGroups);
      longestPauses = List.copyOf(longestPauses);
      concurrentCycles = List.copyOf(concurrentCycles);
    }
  }
}
