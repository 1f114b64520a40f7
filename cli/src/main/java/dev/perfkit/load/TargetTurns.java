package dev.perfkit.load;

/**
 * Which target each ticket of one schedule goes to when it drives several (a duet). The tickets
 * come in turns of one per target, each target the next request of its own sequence; within a turn
 * the targets' order is rotated, turn by turn, by a low-discrepancy sequence (the fractional parts
 * of the turn's number times the golden ratio), so that over any stretch of the load each target is
 * first in a turn about as often as any other. With the order fixed (ticket i to target i mod n),
 * A/A duets of the bundled server measured the target that led every turn 2-5% more CPU per request
 * than its twin, round after round: a difference of place, not of code, that the ratio of the two
 * would have taken for one.
 */
final class TargetTurns {
  /** 2^64 divided by the golden ratio, odd: successive multiples spread evenly over [0, 2^64). */
  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  private TargetTurns() {}

  /** The target (0 to {@code targets - 1}) that ticket number {@code ticket} goes to. */
  static int target(long ticket, int targets) {
    long turn = ticket / targets;
    long fraction = (turn * GOLDEN_GAMMA) >>> 32; // the turn's place in [0, 2^32)
    int rotation = (int) ((fraction * targets) >>> 32);
    return (int) ((ticket % targets + rotation) % targets);
  }

  /** The ticket's place in its target's own sequence of requests, from 0. */
  static long sequence(long ticket, int targets) {
    return ticket / targets;
  }
}
