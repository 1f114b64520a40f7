package dev.perfkit.analyzers.stats;

import java.util.Arrays;
import java.util.TreeSet;

/**
 * The smallest change the rank-sum test could have told from chance over two samples' spread: the
 * candidate is first moved onto the baseline (less its Hodges-Lehmann shift, the median of the
 * pairwise differences), then moved away from it, up and down, until the test's p falls below the
 * threshold; the larger of the two distances is the change it would have detected either way.
 */
public final class DetectableShift {

  private DetectableShift() {}

  /**
   * The smallest |shift| of {@code candidate} that gives p below {@code threshold}, either way;
   * null when even a candidate wholly beyond the baseline would not.
   */
  public static Double of(double[] baseline, double[] candidate, double threshold) {
    double[] centred = shifted(candidate, -HodgesLehmann.shift(baseline, candidate));
    Double up = oneWay(baseline, centred, threshold, 1);
    Double down = oneWay(baseline, centred, threshold, -1);
    return up == null || down == null ? null : Math.max(up, down);
  }

  /**
   * The smallest distance moving {@code candidate} in {@code direction} beyond which p is below the
   * threshold. The ranks change only where a candidate value passes a baseline value, and moving
   * one way only ever adds pairs on that side, so p falls step by step: a binary search over those
   * crossings finds the first one beyond which the test is significant.
   */
  private static Double oneWay(
      double[] baseline, double[] candidate, double threshold, int direction) {
    TreeSet<Double> crossings = new TreeSet<>();
    for (double b : baseline) {
      for (double c : candidate) {
        double distance = (b - c) * direction;
        if (distance >= 0) {
          crossings.add(distance);
        }
      }
    }
    Double[] steps = crossings.toArray(Double[]::new);
    if (steps.length == 0
        || !significantBeyond(baseline, candidate, steps, steps.length - 1, threshold, direction)) {
      return null;
    }
    int low = 0;
    int high = steps.length - 1;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (significantBeyond(baseline, candidate, steps, mid, threshold, direction)) {
        high = mid;
      } else {
        low = mid + 1;
      }
    }
    return steps[low];
  }

  /** Whether moving the candidate just past crossing {@code index} makes the test significant. */
  private static boolean significantBeyond(
      double[] baseline,
      double[] candidate,
      Double[] steps,
      int index,
      double threshold,
      int direction) {
    double next = index + 1 < steps.length ? steps[index + 1] : steps[index] + 1;
    double distance = (steps[index] + next) / 2;
    return RankSumTest.pValue(baseline, shifted(candidate, distance * direction)) < threshold;
  }

  private static double[] shifted(double[] values, double by) {
    return Arrays.stream(values).map(v -> v + by).toArray();
  }
}
