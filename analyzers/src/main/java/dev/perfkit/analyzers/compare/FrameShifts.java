package dev.perfkit.analyzers.compare;

import java.util.List;

/**
 * For one profile event, the frames whose self share moved most between the runs. Shares are each
 * frame's self count over its own profile's total, so runs of different lengths compare.
 *
 * @param event {@code cpu} or {@code alloc}
 * @param baselineFrom where the baseline's frames came from: {@code stacks} (the run directory's
 *     {@code stacks/<event>.collapsed}, every frame) or {@code summary} (the summary's top 20 by
 *     self count, so a frame outside them counts as 0 there)
 * @param candidateFrom the same for the candidate
 * @param baselineTotal the baseline profile's total (samples or bytes)
 * @param candidateTotal the candidate profile's total
 * @param frames at most 20 frames, largest move (in percentage points, either way) first
 */
public record FrameShifts(
    String event,
    String baselineFrom,
    String candidateFrom,
    long baselineTotal,
    long candidateTotal,
    List<FrameShift> frames) {

  public FrameShifts {
    frames = List.copyOf(frames);
  }

  /**
   * One frame's self share in each run.
   *
   * @param frame the frame's name
   * @param baselineShare its self count over the baseline profile's total (0-1)
   * @param candidateShare its self count over the candidate profile's total (0-1)
   * @param changePoints candidate minus baseline share, in percentage points
   */
  public record FrameShift(
      String frame, double baselineShare, double candidateShare, double changePoints) {}
}
