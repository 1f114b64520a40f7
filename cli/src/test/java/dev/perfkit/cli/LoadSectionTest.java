package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The load section of a real legacy run under an arrival rate with a request timeout, the study's
 * kind of load: every number of its global table and its warm-up window checked against the load
 * driver's own records counted here (its histogram log read line by line, its per-second series
 * summed), and the page looked at in a real headless Chromium, its KO per second on an axis of its
 * own.
 */
class LoadSectionTest {

  /** The warm-up window's seconds, as docs/summary.md says them. */
  private static final int WINDOW = 3;

  static Path dir;
  static RunSummary summary;
  static LoadResults load;
  static Document page;
  static Element row;
  static Histogram log;

  @BeforeAll
  static void runTheLegacyServerUnderAnArrivalRate() throws IOException {
    dir = VariantRuns.root().resolve("load-section/legacy");
    CommandRun run =
        CommandRun.of(
            "run",
            "--out",
            dir.toString(),
            "--variant",
            "legacy",
            "--rate",
            "1000",
            "--timeout",
            "100ms",
            "--connections",
            "32",
            "--duration",
            "6s",
            "--warmup",
            "0",
            "--events",
            "cpu");
    // A cold legacy server on a busy machine may fail most of its requests: the run is then
    // incomplete (exit 4), and its page, the thing under test here, is written all the same.
    assertTrue(
        run.exitCode() == 0
            || run.exitCode() == ExitCode.INCOMPLETE && run.err().contains("most requests failed"),
        run.err());
    assertTrue(Files.isRegularFile(dir.resolve("report.html")), run.err());
    summary = SummaryReader.read(dir.resolve("summary.json"));
    load = summary.sections().load().results();
    page = Jsoup.parse(dir.resolve("report.html").toFile(), "UTF-8");
    row = page.selectFirst("#load-table tr[data-row=0]");
    log = HistogramLogs.read(dir.resolve("load").resolve(load.histogramFile()));
  }

  @Test
  void theRequestsOkAndKoAreThePerSecondSeriesCountedAndTheLogsCount() {
    long requests = 0;
    long ok = 0;
    long ko = 0;
    for (LoadResults.SecondSample second : load.perSecond()) {
      requests += second.requests();
      ok += second.ok();
      ko += second.ko();
    }
    assertEquals(requests, log.getTotalCount(), "the log holds every request, OK and KO");
    assertEquals(requests, ok + ko);
    assertEquals(
        List.of(requests, ok, ko),
        List.of(cell(0), cell(1), cell(2)).stream()
            .map(text -> Long.parseLong(text.replace(",", "")))
            .toList());
    assertEquals(Numbers.percent((double) ok / requests), row.select("td").get(3).text());
  }

  @Test
  void theResponseTimesAreTheLogsAndAgreeWithTheDriversOwnPercentiles() {
    double[] expected = {
      log.getMinValue() / 1e6,
      log.getValueAtPercentile(50) / 1e6,
      log.getValueAtPercentile(75) / 1e6,
      log.getValueAtPercentile(95) / 1e6,
      log.getValueAtPercentile(99) / 1e6,
      log.getMaxValue() / 1e6,
      log.getMean() / 1e6
    };
    for (int i = 0; i < expected.length; i++) {
      assertEquals(Numbers.decimal(expected[i]), cell(4 + i), "column " + (4 + i));
    }
    // The driver's own percentiles, from the histogram it kept in memory while the load ran.
    LoadResults.Latency latency = load.latency();
    // results.json keeps them to the microsecond (0.254 ms where the log's histogram says 0.2536):
    // equal within that rounding, and within the histogram's 3 significant digits.
    assertEquals(latency.p50Ms(), number(cell(5)), 0.0005 + latency.p50Ms() * 1e-3);
    assertEquals(latency.p99Ms(), number(cell(8)), 0.0005 + latency.p99Ms() * 1e-3);
    assertEquals(latency.maxMs(), number(cell(9)), 0.0005 + latency.maxMs() * 1e-3);
    assertEquals(latency.meanMs(), number(cell(10)), latency.meanMs() * 1e-3);
    for (int i = 4; i < 9; i++) {
      assertTrue(number(cell(i)) <= number(cell(i + 1)), "min <= p50 <= ... <= max: " + row.text());
    }
  }

  @Test
  void theRequestsPerSecondAreTheRequestsOverTheLogsOwnTime() throws IOException {
    // The log's intervals, read as text: "start,length,max,histogram" in seconds since its base.
    double first = Double.NaN;
    double end = 0;
    for (String line : Files.readAllLines(dir.resolve("load/histogram.hlog"))) {
      if (!line.isEmpty() && Character.isDigit(line.charAt(0))) {
        String[] fields = line.split(",");
        double start = Double.parseDouble(fields[0]);
        first = Double.isNaN(first) ? start : first;
        end = start + Double.parseDouble(fields[1]);
      }
    }
    double rate = load.total() / (end - first);
    assertEquals(Numbers.decimal(rate), cell(11));
    double byResults =
        load.total() / (java.time.Duration.between(load.start(), load.end()).toMillis() / 1000.0);
    assertEquals(byResults, rate, byResults * 0.1, "the log's clock and results.json's agree");
  }

  @Test
  void theWarmupSuccessRateIsTheFirstSecondsCounted() {
    long requests = 0;
    long ok = 0;
    for (LoadResults.SecondSample second : load.perSecond()) {
      if (second.second() < WINDOW) {
        requests += second.requests();
        ok += second.ok();
      }
    }
    String expected = Numbers.percent((double) ok / requests);
    assertEquals(expected, cell(12));
    assertEquals(expected, summary.metric("warmup-success-rate").valueText());
    Element fact = page.getElementById("warmup-success-rate");
    assertNotNull(fact);
    assertTrue(fact.text().startsWith(expected + ": OK / all requests of the load's first 3"));
  }

  @Test
  void theDistributionCountsEveryRequestOfTheLogInItsRange() throws IOException {
    JsonNode data = Json.mapper().readTree(page.getElementById("report-data").data());
    JsonNode counts = data.at("/ranges/counts");
    JsonNode labels = data.at("/ranges/labels");
    double[] bounds = {0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000};
    assertEquals(bounds.length + 1, counts.size());
    assertEquals("\u2264 0.1", labels.get(0).asText());
    assertEquals("> 10,000", labels.get(bounds.length).asText());
    long[] expected = new long[bounds.length + 1];
    for (HistogramIterationValue value : log.recordedValues()) {
      // A histogram bucket is counted in the first range its lowest value is within.
      long lowest = log.lowestEquivalentValue(value.getValueIteratedTo());
      int range = 0;
      while (range < bounds.length && lowest > bounds[range] * 1e6) {
        range++;
      }
      expected[range] += value.getCountAtValueIteratedTo();
    }
    long sum = 0;
    for (int i = 0; i < expected.length; i++) {
      assertEquals(expected[i], counts.get(i).asLong(), labels.get(i).asText());
      sum += counts.get(i).asLong();
    }
    assertEquals(load.total(), sum);
    assertEquals(WINDOW, data.get("warmupWindowSeconds").asInt());
  }

  @Test
  void theBrowserShowsTheTableTheDistributionAndKoOnItsOwnAxis() {
    try (HeadlessBrowser browser = HeadlessBrowser.start()) {
      browser.open(dir.resolve("report.html"));
      browser.screenshot("legacy-report-load", "#load", 2600);
      browser.assertQuiet();
      assertTrue(
          browser.driver().findElement(org.openqa.selenium.By.id("load-table")).isDisplayed());
      assertEquals(
          List.of("y", "y2"),
          browser.script(
              "return document.getElementById('chart-throughput').uplot.series.slice(1)"
                  + ".map(s => s.scale)"));
      assertEquals(
          "KO requests/s",
          browser.script("return document.getElementById('chart-throughput').uplot.axes[2].label"));
      for (String chart : List.of("throughput", "latency", "ranges", "distribution")) {
        var canvas =
            browser
                .driver()
                .findElement(org.openqa.selenium.By.cssSelector("#chart-" + chart + " canvas"));
        assertTrue(browser.inkedPixels(canvas) > 1000, chart + " is blank");
      }
    }
  }

  @Test
  void theComparisonDrawsBothSidesKoPercentilesAndDistributions() {
    try (HeadlessBrowser browser = HeadlessBrowser.start()) {
      browser.open(SetRuns.compare());
      browser.screenshot("set-compare-load", "#warmup", 2400);
      browser.assertQuiet();
      for (String chart : List.of("compare-ko", "compare-latency", "compare-distribution")) {
        var canvas =
            browser
                .driver()
                .findElement(org.openqa.selenium.By.cssSelector("#chart-" + chart + " canvas"));
        assertTrue(browser.inkedPixels(canvas) > 1000, chart + " is blank");
      }
      assertEquals(
          List.of("baseline KO/s", "candidate KO/s"),
          browser.script(
              "return document.getElementById('chart-compare-ko').uplot.series.slice(1)"
                  + ".map(s => s.label)"));
    }
  }

  private static String cell(int column) {
    return row.select("td").get(column).text();
  }

  private static double number(String text) {
    return Double.parseDouble(text.replace(",", ""));
  }
}
