package dev.perfkit.analyzers.stats;

/**
 * Whether a frame that one profile sampled and the other never did is more than sampling chance
 * (docs/compare.md, "New and gone frames"): two runs of the same code sample different rare stacks
 * (a cold JVM's compiler threads, each deep stack seen a few times), and a differential flame graph
 * must not call those new.
 *
 * <p>If both runs spent the same share in the frame, each of its samples, wherever it fell, fell on
 * this side with the probability {@code q = thisTotal / (thisTotal + otherTotal)}: all {@code k} of
 * them did with the probability {@code q^k} (the exact conditional test of two Poisson counts). A
 * frame is new only when that is below {@link #LEVEL} divided by the number of such frames judged
 * (Bonferroni), so that an A/A comparison, with hundreds of one-sided rare stacks, shows none as
 * new with 95% confidence. A page of several graphs counts the frames of all of them (each graph's
 * frames times the page's graphs): a full suite's A/A page of four graphs once drew 8 allocation
 * samples as new where each graph alone allowed 7.
 */
public final class SamplingChance {

  /** The chance, over all the frames judged together, that any is called new by sampling alone. */
  public static final double LEVEL = 0.05;

  private SamplingChance() {}

  /**
   * The chance that all {@code count} samples of a frame fall on this side when both sides spend
   * the same share in it.
   *
   * @param count the frame's samples on this side (its total: itself and its callees)
   * @param thisTotal this side's samples in all
   * @param otherTotal the other side's samples in all
   */
  public static double allOnOneSide(long count, long thisTotal, long otherTotal) {
    if (thisTotal <= 0 || otherTotal <= 0) {
      return 1;
    }
    double q = (double) thisTotal / ((double) thisTotal + otherTotal);
    return Math.exp(count * Math.log(q));
  }

  /**
   * Whether a frame seen {@code count} times on this side and never on the other is beyond chance,
   * one of {@code judged} such frames.
   */
  public static boolean beyondChance(long count, long thisTotal, long otherTotal, int judged) {
    return allOnOneSide(count, thisTotal, otherTotal) < LEVEL / Math.max(1, judged);
  }

  /** The fewest samples a one-sided frame needs to be beyond chance, for the docs and the pages. */
  public static long fewestBeyondChance(long thisTotal, long otherTotal, int judged) {
    if (thisTotal <= 0 || otherTotal <= 0) {
      return Long.MAX_VALUE;
    }
    double q = (double) thisTotal / ((double) thisTotal + otherTotal);
    long count = (long) Math.floor(Math.log(LEVEL / Math.max(1, judged)) / Math.log(q)) + 1;
    return Math.max(1, count);
  }
}
