package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A real 4-repeat set's report.html and the compare.html of two such sets, parsed: every number
 * they show of the set is over all its runs and agrees with the set's metrics in summary.json, and
 * the counts behind them agree with plain counts of each repeat's own files (its GC log's pause
 * lines, its compilation log's finished tasks, its histogram log).
 */
class SetPagesTest {

  /**
   * A pause's end line in a unified GC log: "[gc] GC(3) Pause Young (...) 16M->4M(384M) 38.795ms".
   */
  private static final Pattern PAUSE = Pattern.compile("\\] GC\\(\\d+\\) Pause .* [0-9.]+ms$");

  static Path set;
  static RunSummary summary;
  static List<Path> repeats = new ArrayList<>();
  static Document report;
  static JsonNode data;
  static RunSummary optimized;
  static Document compare;
  static JsonNode compareData;

  @BeforeAll
  static void twoSetsTheirReportsAndTheirComparison() throws IOException {
    set = SetRuns.of("legacy");
    summary = SummaryReader.read(set.resolve("summary.json"));
    for (int number = 1; number <= SetRuns.REPEATS; number++) {
      repeats.add(set.resolve("repeats/" + number));
    }
    report = Jsoup.parse(set.resolve("report.html").toFile(), "UTF-8");
    data = Json.mapper().readTree(report.getElementById("report-data").data());
    optimized = SummaryReader.read(SetRuns.of("optimized").resolve("summary.json"));
    compare = Jsoup.parse(SetRuns.compare().toFile(), "UTF-8");
    compareData = Json.mapper().readTree(compare.getElementById("report-data").data());
  }

  @Test
  void theGcTableCountsEveryRunsPausesAndItsMeanIsTheSetsMetric() throws IOException {
    Element table = report.getElementById("gc-set");
    assertNotNull(table, "the set's report has no table of every run's pauses");
    int column = column(table, "pauses (GC log)");
    long[] counted = new long[repeats.size()];
    for (int i = 0; i < repeats.size(); i++) {
      counted[i] = pauseLines(repeats.get(i).resolve("logs/gc.log"));
      assertEquals(counted[i], number(cell(table, "run", i, column)), "repeat " + (i + 1));
    }
    assertEquals(Arrays.stream(counted).sum(), number(cell(table, "all", 0, column)));
    Metric metric = summary.metric("gc-pause-count");
    assertEquals(Arrays.stream(counted).average().orElseThrow(), metric.value(), 1e-9);
    assertEquals(metric.valueText(), cell(table, "mean", 0, column));
    assertEquals(metric.valueText(), metricCell("gc-pause-count"));
  }

  @Test
  void theJitTableCountsEveryRunsTasksAndItsMeanCompileTimeIsTheSetsMetric() throws IOException {
    Element table = report.getElementById("jit-set");
    assertNotNull(table, "the set's report has no table of every run's compilations");
    int tasks = column(table, "compile tasks (compilation log)");
    for (int i = 0; i < repeats.size(); i++) {
      String log =
          Files.readString(repeats.get(i).resolve("logs/compilation.log"), StandardCharsets.UTF_8);
      long finished = log.split("<task_done ", -1).length - 1;
      assertEquals(finished, number(cell(table, "run", i, tasks)), "repeat " + (i + 1));
    }
    int time = column(table, "compile time");
    Metric metric = summary.metric("jit-compile-time");
    assertEquals(metric.valueText(), cell(table, "mean", 0, time));
    for (int i = 0; i < repeats.size(); i++) {
      Metric own = SummaryReader.read(repeats.get(i).resolve("summary.json")).metric(metric.id());
      assertEquals(own.valueText(), cell(table, "run", i, time), "repeat " + (i + 1));
    }
  }

  @Test
  void theLoadTableHasEachRunsOwnNumbersAndAllRunsTogether() throws IOException {
    long requests = 0;
    for (int i = 0; i < repeats.size(); i++) {
      RunSummary own = SummaryReader.read(repeats.get(i).resolve("summary.json"));
      LoadResults load = own.sections().load().results();
      List<String> cells = loadRow(i);
      assertEquals(Numbers.count(load.total()), cells.get(0), "repeat " + (i + 1));
      assertEquals(Numbers.count(load.ko()), cells.get(2), "repeat " + (i + 1));
      // p50 and p99 as the run's driver kept them, and as the run's own metrics say them.
      assertEquals(Numbers.decimal(load.latency().p50Ms()), cells.get(5));
      assertEquals(Numbers.decimal(load.latency().p99Ms()), cells.get(8));
      assertEquals(
          own.metric("latency-p99").value(), decimal(cells.get(8)), 5e-3 * decimal(cells.get(8)));
      requests += load.total();
    }
    Histogram merged = HistogramLogs.read(hlogs());
    List<String> all = loadRow(repeats.size());
    assertEquals(Numbers.count(requests), all.get(0));
    assertEquals(Numbers.decimal(merged.getValueAtPercentile(95) / 1e6), all.get(7));
    assertEquals(Numbers.decimal(merged.getMaxValue() / 1e6), all.get(9));
    String success = report.getElementById("success-rate").text();
    assertTrue(success.startsWith(summary.metric("success-rate").valueText() + " ("), success);
    assertEquals(summary.metric("throughput").valueText(), metricCell("throughput"));
  }

  private List<String> loadRow(int index) {
    Element row = report.selectFirst("#load-table tr[data-row=" + index + "]");
    assertNotNull(row, "no row " + index + " in the set's load table");
    return row.select("td").eachText();
  }

  private static double decimal(String text) {
    return Double.parseDouble(text.replace(",", ""));
  }

  @Test
  void theLoadSeriesIsEachSecondsMedianOverTheRunsWithTheirRange() throws IOException {
    JsonNode load = data.get("load");
    assertEquals(SetRuns.REPEATS, load.get("runs").asInt());
    List<LoadResults> runs = new ArrayList<>();
    for (Path repeat : repeats) {
      runs.add(SummaryReader.read(repeat.resolve("summary.json")).sections().load().results());
    }
    for (int second = 0; second < load.get("second").size(); second++) {
      List<Double> ok = new ArrayList<>();
      for (LoadResults run : runs) {
        int s = second;
        run.perSecond().stream()
            .filter(sample -> sample.second() == s)
            .forEach(sample -> ok.add((double) sample.ok()));
      }
      ok.sort(null);
      int n = ok.size();
      double median = n % 2 == 1 ? ok.get(n / 2) : (ok.get(n / 2 - 1) + ok.get(n / 2)) / 2;
      assertEquals(median, load.get("ok").get(second).asDouble(), 1e-9, "second " + second);
      assertEquals(ok.get(0), load.get("okLow").get(second).asDouble(), 1e-9);
      assertEquals(ok.get(n - 1), load.get("okHigh").get(second).asDouble(), 1e-9);
    }
  }

  @Test
  void theLatencyDistributionIsDrawnFromEveryRunsHistogramMerged() throws IOException {
    Histogram merged = HistogramLogs.read(hlogs());
    long counts = 0;
    long requests = 0;
    for (Path repeat : repeats) {
      Histogram own = HistogramLogs.read(repeat.resolve("load/histogram.hlog"));
      counts += own.getTotalCount();
      requests +=
          SummaryReader.read(repeat.resolve("summary.json")).sections().load().results().ok();
    }
    assertEquals(counts, data.get("distributionCount").asLong());
    assertEquals(requests, counts, "each run's histogram holds its OK requests");
    JsonNode points = data.get("distribution");
    assertEquals(21, points.size());
    for (JsonNode point : points) {
      double percentile = point.get(0).asDouble();
      assertEquals(
          merged.getValueAtPercentile(percentile) / 1e6,
          point.get(1).asDouble(),
          1e-9,
          "p" + percentile);
    }
  }

  @Test
  void compareShowsEachSidesGcAndJitPerRunAsItsMetricsDo() {
    for (String[] row :
        List.of(
            new String[] {"#gc-delta", "pauses (GC log), per run", "gc-pause-count"},
            new String[] {"#jit-delta", "compile time, per run", "jit-compile-time"})) {
      Element tr = deltaRow(row[0], row[1]);
      List<String> cells = tr.select("td").eachText();
      String baseline = summary.metric(row[2]).valueText();
      String candidate = optimized.metric(row[2]).valueText();
      assertTrue(cells.get(1).startsWith(baseline + " ("), cells + " vs " + baseline);
      assertTrue(cells.get(2).startsWith(candidate + " ("), cells + " vs " + candidate);
      assertTrue(cells.get(1).endsWith(" over 4 runs)"), cells.toString());
    }
  }

  @Test
  void compareShowsEachSidesLoadAsAllItsRunsTogether() throws IOException {
    long[] totals = new long[2];
    for (int side = 0; side < 2; side++) {
      Path root = SetRuns.of(side == 0 ? "legacy" : "optimized");
      for (int number = 1; number <= SetRuns.REPEATS; number++) {
        totals[side] +=
            SummaryReader.read(root.resolve("repeats/" + number + "/summary.json"))
                .sections()
                .load()
                .results()
                .total();
      }
    }
    Element baseline = compare.selectFirst("#load-table tr[data-row=0]");
    Element candidate = compare.selectFirst("#load-table tr[data-row=1]");
    assertEquals("baseline (all 4 runs)", baseline.child(0).text());
    assertEquals("candidate (all 4 runs)", candidate.child(0).text());
    assertEquals(Numbers.count(totals[0]), baseline.select("td").get(0).text());
    assertEquals(Numbers.count(totals[1]), candidate.select("td").get(0).text());
    JsonNode sides = compareData.get("loadCompare");
    assertEquals(SetRuns.REPEATS, sides.at("/baseline/runs").asInt());
    assertEquals(21, sides.at("/candidate/distribution").size());
  }

  @Test
  void compareDrawsEveryRunsWarmupCurveAndTheirMedian() throws IOException {
    JsonNode curves = compareData.get("warmupCurves");
    JsonNode runs = curves.get("baselineRuns");
    assertEquals(SetRuns.REPEATS, runs.size());
    for (int i = 0; i < repeats.size(); i++) {
      LoadResults own =
          SummaryReader.read(repeats.get(i).resolve("summary.json")).sections().load().results();
      for (LoadResults.SecondSample sample : own.perSecond()) {
        assertEquals(sample.ok(), runs.get(i).get(sample.second()).asLong());
      }
    }
    assertEquals(SetRuns.REPEATS, curves.get("candidateRuns").size());
    for (int second = 0; second < curves.get("second").size(); second++) {
      double[] ok = new double[runs.size()];
      int n = 0;
      for (JsonNode run : runs) {
        if (!run.get(second).isNull()) {
          ok[n++] = run.get(second).asDouble();
        }
      }
      if (n == 0) {
        continue;
      }
      double[] present = Arrays.copyOf(ok, n);
      Arrays.sort(present);
      double median = n % 2 == 1 ? present[n / 2] : (present[n / 2 - 1] + present[n / 2]) / 2;
      assertEquals(median, curves.get("baseline").get(second).asDouble(), 1e-9);
    }
  }

  private static long pauseLines(Path gcLog) throws IOException {
    try (var lines = Files.lines(gcLog)) {
      return lines.filter(line -> PAUSE.matcher(line).find()).count();
    }
  }

  private static int column(Element table, String header) {
    List<String> headers = table.select("thead th").eachText();
    int index = headers.indexOf(header);
    assertTrue(index > 0, headers.toString());
    return index - 1; // the first header names the row, a th, not a td
  }

  private static String cell(Element table, String kind, int index, int column) {
    return table
        .select("tbody tr[data-row=" + kind + "]")
        .get(index)
        .select("td")
        .get(column)
        .text();
  }

  private static long number(String text) {
    return Long.parseLong(text.replace(",", ""));
  }

  private static String metricCell(String id) {
    return report.selectFirst("#metrics tr[data-metric=" + id + "] td:eq(1)").text();
  }

  private static Element deltaRow(String table, String what) {
    for (Element tr : compare.select(table + " tbody tr")) {
      if (tr.select("td").first().text().equals(what)) {
        return tr;
      }
    }
    throw new AssertionError(
        "no row '" + what + "' in " + table + ": " + compare.select(table + " td").eachText());
  }

  private static List<Path> hlogs() {
    return repeats.stream().map(repeat -> repeat.resolve("load/histogram.hlog")).toList();
  }
}
