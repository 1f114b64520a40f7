package dev.perfkit.reports;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.summary.RunSummary;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The two sides' throughput per second, on one axis of seconds since the load started, for the
 * chart that draws the warm-up curves over each other: a side's one run, or each run of a set with
 * their median per second drawn over them.
 */
final class WarmupCurves {

  private WarmupCurves() {}

  /**
   * {@code second}, {@code baseline}, {@code candidate} (OK requests: one run's, or the median over
   * a set's runs; null past every run's end), and for a set {@code baselineRuns} and {@code
   * candidateRuns}, each run's own curve.
   */
  static Map<String, Object> of(List<RunSummary> baseline, List<RunSummary> candidate) {
    List<List<LoadResults.SecondSample>> a = seconds(baseline);
    List<List<LoadResults.SecondSample>> b = seconds(candidate);
    if (a.isEmpty() || b.isEmpty()) {
      return null;
    }
    int length = Math.max(last(a), last(b)) + 1;
    Map<String, Object> curves = new LinkedHashMap<>();
    List<Integer> second = new ArrayList<>();
    for (int s = 0; s < length; s++) {
      second.add(s);
    }
    curves.put("second", second);
    side(curves, "baseline", a, length);
    side(curves, "candidate", b, length);
    return curves;
  }

  private static void side(
      Map<String, Object> curves,
      String name,
      List<List<LoadResults.SecondSample>> runs,
      int length) {
    List<List<Long>> each = runs.stream().map(run -> okBySecond(run, length)).toList();
    if (each.size() == 1) {
      curves.put(name, each.get(0));
      return;
    }
    curves.put(name, median(each, length));
    curves.put(name + "Runs", each);
  }

  /** Each run's seconds; empty when any run has no load, since a side must be drawn whole. */
  private static List<List<LoadResults.SecondSample>> seconds(List<RunSummary> runs) {
    List<List<LoadResults.SecondSample>> seconds = new ArrayList<>();
    for (RunSummary run : runs) {
      if (run.sections() == null || run.sections().load() == null) {
        return List.of();
      }
      seconds.add(run.sections().load().results().perSecond());
    }
    return seconds;
  }

  private static int last(List<List<LoadResults.SecondSample>> runs) {
    return runs.stream()
        .flatMap(List::stream)
        .mapToInt(LoadResults.SecondSample::second)
        .max()
        .orElse(0);
  }

  private static List<Double> median(List<List<Long>> runs, int length) {
    List<Double> median = new ArrayList<>();
    for (int s = 0; s < length; s++) {
      int second = s;
      median.add(SecondStats.median(runs.stream().map(run -> run.get(second)).toList()));
    }
    return median;
  }

  private static List<Long> okBySecond(List<LoadResults.SecondSample> seconds, int length) {
    List<Long> ok = new ArrayList<>(Collections.nCopies(length, (Long) null));
    for (LoadResults.SecondSample sample : seconds) {
      if (sample.second() >= 0 && sample.second() < length) {
        ok.set(sample.second(), sample.ok());
      }
    }
    return ok;
  }
}
