package dev.perfkit.reports;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.LoadResults.SecondSample;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * A set's load per second as the report draws it: each series the median over the runs, with the
 * runs' range (lowest to highest) as a band around it, second by second since each run's load
 * started. A set drawn as one run would hide the very spread that makes it a set.
 */
final class SetLoadSeries {

  private SetLoadSeries() {}

  /** The keys of {@link ChartData}'s one-run series, plus {@code Low} and {@code High} of each. */
  static Map<String, Object> of(List<LoadResults> runs) {
    int length =
        runs.stream()
                .flatMap(r -> r.perSecond().stream())
                .mapToInt(SecondSample::second)
                .max()
                .orElse(-1)
            + 1;
    List<Map<Integer, SecondSample>> bySecond = runs.stream().map(SetLoadSeries::bySecond).toList();
    Map<String, Object> series = new LinkedHashMap<>();
    List<Integer> seconds = new ArrayList<>();
    List<String> phases = new ArrayList<>();
    for (int s = 0; s < length; s++) {
      seconds.add(s);
      phases.add(phase(bySecond, s));
    }
    series.put("second", seconds);
    put(series, "ok", bySecond, length, SecondSample::ok);
    put(series, "ko", bySecond, length, SecondSample::ko);
    put(series, "p50", bySecond, length, SecondSample::p50Ms);
    put(series, "p99", bySecond, length, SecondSample::p99Ms);
    series.put("phase", phases);
    series.put("runs", runs.size());
    return series;
  }

  private static Map<Integer, SecondSample> bySecond(LoadResults run) {
    Map<Integer, SecondSample> seconds = new LinkedHashMap<>();
    run.perSecond().forEach(sample -> seconds.put(sample.second(), sample));
    return seconds;
  }

  private static String phase(List<Map<Integer, SecondSample>> runs, int second) {
    return runs.stream()
        .map(run -> run.get(second))
        .filter(sample -> sample != null)
        .map(SecondSample::phase)
        .findFirst()
        .orElse(null);
  }

  private static void put(
      Map<String, Object> series,
      String key,
      List<Map<Integer, SecondSample>> runs,
      int length,
      ToDoubleFunction<SecondSample> value) {
    List<Double> median = new ArrayList<>();
    List<Double> low = new ArrayList<>();
    List<Double> high = new ArrayList<>();
    for (int s = 0; s < length; s++) {
      int second = s;
      List<Double> values =
          runs.stream()
              .map(run -> run.get(second))
              .map(sample -> sample == null ? null : value.applyAsDouble(sample))
              .toList();
      median.add(SecondStats.median(values));
      low.add(SecondStats.min(values));
      high.add(SecondStats.max(values));
    }
    series.put(key, median);
    series.put(key + "Low", low);
    series.put(key + "High", high);
  }
}
