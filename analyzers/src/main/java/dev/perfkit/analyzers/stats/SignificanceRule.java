package dev.perfkit.analyzers.stats;

import dev.perfkit.analyzers.stats.Judgement.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one significance rule (docs/gate.md, docs/compare.md): each metric's two-sided Mann-Whitney
 * test over its observations, p below 0.05 when judged alone; the load-dependent metrics judged as
 * one family, Holm-adjusted p below 0.01; and a metric whose observations could not reach its
 * level, whatever they were, is inconclusive with the number a side that could.
 */
public final class SignificanceRule {

  /**
   * The level of a metric (or a finding's presence) judged on its own: the gate's, compare's,
   * demo's.
   */
  public static final double ALONE_LEVEL = 0.05;

  /** The family's level: the chance that any load-dependent metric fails unchanged code. */
  public static final double FAMILY_LEVEL = 0.01;

  /** The rule in one sentence, the same under compare's tables, compare.html and the gate's. */
  public static final String IN_WORDS =
      "Each metric is judged by one rule, in compare and the gate alike (docs/gate.md): the"
          + " two-sided Mann-Whitney test over the runs, p < 0.05 for CPU time and allocation per"
          + " request and CPU shares, Holm-adjusted p < 0.01 among the load-dependent metrics;"
          + " runs too few to reach that are inconclusive (needs N runs).";

  /** More observations than this a side are never asked for. */
  private static final int MOST_NEEDED = 1000;

  /**
   * One metric's observations on both sides.
   *
   * @param id the metric
   * @param baseline the baseline's observations
   * @param candidate the candidate's
   * @param inFamily whether it is judged in the load-dependent family
   */
  public record Observations(String id, double[] baseline, double[] candidate, boolean inFamily) {}

  private SignificanceRule() {}

  /** One metric judged on its own, as a JMH benchmark is. */
  public static Judgement alone(double[] baseline, double[] candidate, String noun) {
    return judge(List.of(new Observations("", baseline, candidate, false)), noun).get("");
  }

  /**
   * Every metric judged, by id in the order given; the family is every one of them {@code
   * inFamily}, whether a surface shows it or not, so that what one surface checks never moves
   * another metric's verdict.
   */
  public static Map<String, Judgement> judge(List<Observations> all, String noun) {
    int family = (int) all.stream().filter(Observations::inFamily).count();
    Map<String, RankSumTest.Result> tests = new LinkedHashMap<>();
    for (Observations o : all) {
      if (reachable(o, family)) {
        tests.put(o.id(), RankSumTest.test(o.baseline(), o.candidate()));
      }
    }
    Map<String, Double> holm = holm(all, tests, family);
    Map<String, Judgement> judged = new LinkedHashMap<>();
    for (Observations o : all) {
      judged.put(o.id(), judgement(o, noun, family, tests.get(o.id()), holm.get(o.id())));
    }
    return judged;
  }

  private static Judgement judgement(
      Observations o, String noun, int family, RankSumTest.Result test, Double familyP) {
    int n = o.baseline().length;
    int m = o.candidate().length;
    int size = o.inFamily() ? family : 1;
    double level = level(o);
    if (test == null) {
      Integer needed = needed(n, m, size, level);
      return new Judgement(n, m, noun, null, size, null, level, Outcome.INCONCLUSIVE, needed, null);
    }
    double deciding = familyP != null ? familyP : test.p();
    Outcome outcome = deciding < level ? Outcome.SIGNIFICANT : Outcome.NOT_SIGNIFICANT;
    Double detectable = DetectableShift.of(o.baseline(), o.candidate(), level / size);
    return new Judgement(n, m, noun, test, size, familyP, level, outcome, null, detectable);
  }

  private static double level(Observations o) {
    return o.inFamily() ? FAMILY_LEVEL : ALONE_LEVEL;
  }

  /**
   * Whether the smallest p these counts allow could be below the level: times the family's size,
   * since Holm multiplies the smallest of its p-values by that and every other adjusted p is at
   * least as large.
   */
  private static boolean reachable(Observations o, int family) {
    int size = o.inFamily() ? family : 1;
    return RankSumTest.smallestP(o.baseline().length, o.candidate().length) * size < level(o);
  }

  /** The fewest observations a side, keeping a larger side as it is, that could reach the level. */
  private static Integer needed(int n, int m, int size, double level) {
    for (int k = 1; k <= MOST_NEEDED; k++) {
      if (RankSumTest.smallestP(Math.max(n, k), Math.max(m, k)) * size < level) {
        return k;
      }
    }
    return null;
  }

  /**
   * The family's tested p-values adjusted by Holm's step-down method over all {@code family}
   * members, the untested ones counted as p = 1: the i-th smallest of m p-values times (m - i + 1),
   * never below the one before, at most 1 (R's {@code p.adjust(p, "holm")}).
   */
  private static Map<String, Double> holm(
      List<Observations> all, Map<String, RankSumTest.Result> tests, int family) {
    List<String> ranked = new ArrayList<>();
    all.stream()
        .filter(o -> o.inFamily() && tests.containsKey(o.id()))
        .forEach(o -> ranked.add(o.id()));
    ranked.sort(Comparator.comparingDouble(id -> tests.get(id).p()));
    Map<String, Double> adjusted = new LinkedHashMap<>();
    double floor = 0;
    for (int rank = 0; rank < ranked.size(); rank++) {
      String id = ranked.get(rank);
      floor = Math.max(floor, Math.min(1, tests.get(id).p() * (family - rank)));
      adjusted.put(id, floor);
    }
    return adjusted;
  }
}
