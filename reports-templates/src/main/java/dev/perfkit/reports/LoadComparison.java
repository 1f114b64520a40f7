package dev.perfkit.reports;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.WarmupWindow;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The comparison report's load part: both sides' global table rows, and per side its KO and
 * response time percentiles per second (the median over a set's runs) and its response time
 * distribution, for the charts that draw the two sides over each other.
 */
final class LoadComparison {

  private LoadComparison() {}

  /**
   * Puts {@code loadSides} (the table's rows, empty unless both sides have load) and {@code
   * warmupSeconds} into {@code model}, and {@code loadCompare} and {@code warmupWindowSeconds} into
   * the page's {@code data} when both sides have load.
   */
  static void put(Map<String, Object> model, Map<String, Object> data, ComparedRuns runs) {
    List<SetMembers.Member> baseline = SetMembers.of(runs.baseline(), runs.baselineDirectory());
    List<SetMembers.Member> candidate = SetMembers.of(runs.candidate(), runs.candidateDirectory());
    List<LoadTable.Row> rows = LoadTable.sides(baseline, candidate);
    model.put("loadSides", rows);
    model.put("warmupSeconds", WarmupWindow.SECONDS);
    data.put("warmupWindowSeconds", WarmupWindow.SECONDS);
    if (!rows.isEmpty()) {
      Map<String, Object> sides = new LinkedHashMap<>();
      sides.put("baseline", side(baseline));
      sides.put("candidate", side(candidate));
      data.put("loadCompare", sides);
    }
  }

  private static Map<String, Object> side(List<SetMembers.Member> members) {
    List<LoadResults> loads = ChartData.loads(members);
    Map<String, Object> series = SetLoadSeries.of(loads);
    List<Path> logs = ChartData.histogramLogs(members, loads);
    series.put(
        "distribution", logs.isEmpty() ? List.of() : LatencyDistribution.read(logs).points());
    return series;
  }
}
