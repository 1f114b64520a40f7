package dev.perfkit.analyzers.stacks;

import java.util.List;

/**
 * A stack profile in brief, for {@code summary.json}: totals and the top frames and threads.
 *
 * @param event cpu, alloc, wall, lock or counted
 * @param label what the profile sampled, in words ("wall-clock profile (async-profiler
 *     event=wall)")
 * @param unit samples, bytes or nanoseconds
 * @param total the sum of all counts
 * @param stacks the number of stacks read (lines of a collapsed file, events of a recording)
 * @param spanSeconds the time the profile covers, 0 when unknown
 * @param topSelf the frames with the highest self counts, highest first
 * @param topTotal the frames with the highest total counts, highest first
 * @param threads the threads with the highest totals, when the profile has threads
 * @param classSites for allocation and lock profiles, the heaviest (class, site) pairs
 */
public record StackProfileSummary(
    String event,
    String label,
    String unit,
    long total,
    long stacks,
    double spanSeconds,
    List<FrameStats> topSelf,
    List<FrameStats> topTotal,
    List<ThreadTotal> threads,
    List<ClassSite> classSites) {

  public StackProfileSummary {
    classSites = List.copyOf(classSites);
    topSelf = List.copyOf(topSelf);
    topTotal = List.copyOf(topTotal);
    threads = List.copyOf(threads);
  }

  /** One thread's share of a profile. */
  public record ThreadTotal(String thread, long total) {}
}
