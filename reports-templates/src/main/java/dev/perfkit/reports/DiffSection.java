package dev.perfkit.reports;

import dev.perfkit.analyzers.compare.FrameShifts;

/**
 * One profile event's differential flame graphs and the frames whose share moved most.
 *
 * @param event cpu or alloc
 * @param unit samples or bytes
 * @param grown the candidate's shape coloured by what grew against the scaled baseline: a whole
 *     page for an iframe's srcdoc, or null when a side has no stacks to draw
 * @param shrunk the baseline's shape coloured by what the candidate no longer has, or null
 * @param baselineTotal the baseline's total before scaling
 * @param candidateTotal the candidate's total
 * @param note why there are no graphs, or empty
 * @param shifts the model's frames whose self share moved most, or null when it has none
 * @param newFloor how the frames only the candidate sampled were judged, or null without graphs
 * @param goneFloor how the frames only the baseline sampled were judged, or null without graphs
 */
public record DiffSection(
    String event,
    String unit,
    String grown,
    String shrunk,
    long baselineTotal,
    long candidateTotal,
    String note,
    FrameShifts shifts,
    FlameGraphs.ChanceFloor newFloor,
    FlameGraphs.ChanceFloor goneFloor) {}
