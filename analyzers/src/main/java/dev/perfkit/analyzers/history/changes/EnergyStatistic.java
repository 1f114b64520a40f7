package dev.perfkit.analyzers.history.changes;

/**
 * E-Divisive's search for the best split of one stretch of a series (Matteson and James, 2014, with
 * Euclidean distance to the power 1, as Apache Otava uses it): the split {@code tau} and the end
 * {@code kappa} that maximise the energy statistic Q-hat between {@code x[start, tau)} and {@code
 * x[tau, kappa)}. Sums are kept as {@code kappa} grows, so one stretch of n values costs n cubed
 * steps, not n to the fourth.
 */
final class EnergyStatistic {

  /** The best split of a stretch: its first value after the split, and its Q-hat. */
  record Candidate(int index, double qHat) {}

  private EnergyStatistic() {}

  /**
   * The best split of {@code x[start, end)}, which holds at least two values; on a tie, the
   * smallest split and then the smallest end win, as in Otava's row-major argmax.
   */
  static Candidate best(double[] x, int start, int end) {
    Candidate best = null;
    double withinBefore = 0;
    for (int tau = start + 1; tau < end; tau++) {
      withinBefore += distancesTo(x, tau - 1, start, tau - 1);
      double across = 0;
      double withinAfter = 0;
      for (int kappa = tau + 1; kappa <= end; kappa++) {
        across += distancesTo(x, kappa - 1, start, tau);
        withinAfter += distancesTo(x, kappa - 1, tau, kappa - 1);
        double q = qHat(tau - start, kappa - tau, across, withinBefore, withinAfter);
        if (best == null || q > best.qHat()) {
          best = new Candidate(tau, q);
        }
      }
    }
    return best;
  }

  /** The sum of {@code |x[i] - x[from..to)|}. */
  private static double distancesTo(double[] x, int i, int from, int to) {
    double sum = 0;
    for (int j = from; j < to; j++) {
      sum += Math.abs(x[i] - x[j]);
    }
    return sum;
  }

  /**
   * Q-hat of n values before and m after, from the sums of their distances across and within each
   * side (each pair once); a side of one value has no within term.
   */
  private static double qHat(int n, int m, double across, double withinBefore, double withinAfter) {
    double total = n + m;
    double q = 2 / total * across;
    if (n > 1) {
      q -= 2.0 * m / total / (n - 1) * withinBefore;
    }
    if (m > 1) {
      q -= 2.0 * n / total / (m - 1) * withinAfter;
    }
    return q;
  }
}
