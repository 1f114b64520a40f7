package dev.perfkit.reports;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.summary.RunSummary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The two runs' throughput per second, on one axis of seconds since the load started, for the chart
 * that draws the warm-up curves over each other.
 */
final class WarmupCurves {

  private WarmupCurves() {}

  /** {@code second}, {@code baseline}, {@code candidate} (OK requests, null past a run's end). */
  static Map<String, Object> of(RunSummary baseline, RunSummary candidate) {
    List<LoadResults.SecondSample> a = seconds(baseline);
    List<LoadResults.SecondSample> b = seconds(candidate);
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
    curves.put("baseline", okBySecond(a, length));
    curves.put("candidate", okBySecond(b, length));
    return curves;
  }

  private static List<LoadResults.SecondSample> seconds(RunSummary summary) {
    return summary.sections() == null || summary.sections().load() == null
        ? List.of()
        : summary.sections().load().results().perSecond();
  }

  private static int last(List<LoadResults.SecondSample> seconds) {
    return seconds.stream().mapToInt(LoadResults.SecondSample::second).max().orElse(0);
  }

  private static List<Long> okBySecond(List<LoadResults.SecondSample> seconds, int length) {
    List<Long> ok = new ArrayList<>(java.util.Collections.nCopies(length, (Long) null));
    for (LoadResults.SecondSample sample : seconds) {
      if (sample.second() >= 0 && sample.second() < length) {
        ok.set(sample.second(), sample.ok());
      }
    }
    return ok;
  }
}
