package dev.perfkit.analyzers.history.changes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Change points of one series by E-Divisive means with a t-test, the two steps of Apache Otava
 * (Fleming et al., "Hunter: Using Change Point Detection to Hunt for Performance Regressions", ICPE
 * 2023). Split: in sliding windows, E-Divisive splits each window where the energy statistic is
 * largest, as long as the two sides' means differ at ten times the level ("weak" change points).
 * Merge: the weakest of them is dropped, and its neighbours judged again over the merged stretch,
 * until every one left is significant at the level and larger than the smallest magnitude.
 *
 * @param window how many values E-Divisive looks at at once; windows overlap by half
 * @param level the largest p-value of a change point kept
 * @param smallestMagnitude the smallest relative change kept (see {@link Shift#magnitude()})
 */
public record EDivisive(int window, double level, double smallestMagnitude) {

  /** Otava's defaults: windows of 50, p at most 0.001, any magnitude. */
  public static final EDivisive OTAVA = new EDivisive(50, 0.001, 0);

  public EDivisive {
    if (window < 2) {
      throw new IllegalArgumentException("a window needs at least 2 values, not " + window);
    }
    if (!(level > 0 && level < 1)) {
      throw new IllegalArgumentException("a level is between 0 and 1, not " + level);
    }
  }

  /** One change point: the index of the first value after it, and the shift it marks. */
  public record Split(int index, Shift shift) {}

  /** The change points of {@code x}, by index. */
  public List<Split> changePoints(double[] x) {
    List<Integer> weak = split(x, firstPassLevel());
    return merge(x, weak);
  }

  /** The split step's level: Otava's, ten times the level below 0.05, twice below 0.5. */
  private double firstPassLevel() {
    return level < 0.05 ? level * 10 : level < 0.5 ? level * 2 : level;
  }

  private List<Integer> split(double[] x, double weakLevel) {
    List<Integer> found = new ArrayList<>();
    int step = window / 2;
    int start = 0;
    while (start < x.length) {
      int end = Math.min(start + window, x.length);
      List<Integer> inWindow = divide(x, start, end, weakLevel);
      int last = inWindow.isEmpty() ? 0 : inWindow.getLast();
      start = Math.max(last, start + step);
      inWindow.stream().filter(i -> !found.contains(i)).forEach(found::add);
    }
    found.sort(Comparator.naturalOrder());
    return found;
  }

  /**
   * E-Divisive within {@code x[start, end)}: the best split of the stretches between the points
   * found so far, kept while the two sides of it differ at {@code weakLevel}; sorted.
   */
  private static List<Integer> divide(double[] x, int start, int end, double weakLevel) {
    List<Integer> points = new ArrayList<>();
    while (true) {
      List<Integer> bounds = bounds(points, start, end);
      EnergyStatistic.Candidate best = null;
      int from = 0;
      int to = 0;
      for (int i = 0; i + 1 < bounds.size(); i++) {
        if (bounds.get(i + 1) - bounds.get(i) < 2) {
          continue;
        }
        EnergyStatistic.Candidate c = EnergyStatistic.best(x, bounds.get(i), bounds.get(i + 1));
        if (best == null || c.qHat() > best.qHat()) {
          best = c;
          from = bounds.get(i);
          to = bounds.get(i + 1);
        }
      }
      if (best == null || Shift.of(x, from, best.index(), to).p() > weakLevel) {
        return points;
      }
      points.add(best.index());
      points.sort(Comparator.naturalOrder());
    }
  }

  /** {@code start}, the points, {@code end}: the stretches' bounds. */
  private static List<Integer> bounds(List<Integer> points, int start, int end) {
    List<Integer> bounds = new ArrayList<>();
    bounds.add(start);
    bounds.addAll(points);
    bounds.add(end);
    return bounds;
  }

  private List<Split> merge(double[] x, List<Integer> weak) {
    List<Split> points = new ArrayList<>();
    for (int i = 0; i < weak.size(); i++) {
      points.add(judged(x, weak, i));
    }
    while (!points.isEmpty()) {
      Split weakest = points.stream().max(Comparator.comparingDouble(s -> s.shift().p())).get();
      if (weakest.shift().p() < level) {
        weakest = points.stream().min(Comparator.comparingDouble(s -> s.shift().magnitude())).get();
        if (weakest.shift().magnitude() > smallestMagnitude) {
          return points;
        }
      }
      int removed = points.indexOf(weakest);
      points.remove(removed);
      List<Integer> left = points.stream().map(Split::index).toList();
      for (int i = Math.max(0, removed - 1); i <= removed && i < points.size(); i++) {
        points.set(i, judged(x, left, i));
      }
    }
    return points;
  }

  /** The point {@code i} of {@code indices} judged between its neighbours (or the series' ends). */
  private static Split judged(double[] x, List<Integer> indices, int i) {
    int from = i == 0 ? 0 : indices.get(i - 1);
    int to = i + 1 == indices.size() ? x.length : indices.get(i + 1);
    int index = indices.get(i);
    return new Split(index, Shift.of(x, from, index, to));
  }
}
