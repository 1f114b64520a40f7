package dev.perfkit.reports;

import dev.perfkit.analyzers.stacks.FrameStats;
import java.util.List;

/**
 * One event's flame graph and its top frames.
 *
 * @param event cpu, alloc, wall or lock
 * @param label what its samples are ("CPU profile", "allocation profile")
 * @param unit samples, bytes or nanoseconds
 * @param total the profile's total, in {@code unit}
 * @param source the file the profile came from
 * @param page the converter's whole flame graph page, for an iframe's srcdoc; null when no stacks
 *     file was there to draw
 * @param note what was left out of the graph, or why there is none; empty when nothing was
 * @param topSelf the frames with the most self counts
 * @param topTotal the frames with the most total counts
 */
public record FlameSection(
    String event,
    String label,
    String unit,
    long total,
    String source,
    String page,
    String note,
    List<FrameStats> topSelf,
    List<FrameStats> topTotal) {}
