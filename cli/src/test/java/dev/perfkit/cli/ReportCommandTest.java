package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Scope;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** report.html of one short real run of the bundled server, and {@code perfkit report}. */
class ReportCommandTest {

  @TempDir static Path temp;
  static Path dir;
  static CommandRun run;
  static RunSummary summary;
  static Document page;

  @BeforeAll
  static void runTheBundledServer() throws IOException {
    dir = temp.resolve("runs/hello");
    run =
        CommandRun.of(
            "run",
            "--out",
            dir.toString(),
            "--scenario",
            "hello",
            "--duration",
            "4s",
            // Until C2 has compiled the reader's caller: its inlining failure is C2's verdict.
            "--warmup",
            "2s",
            "--warmup-until-jit-idle");
    summary = SummaryReader.read(dir.resolve("summary.json"));
    page = Jsoup.parse(dir.resolve("report.html").toFile(), "UTF-8");
  }

  @Test
  void runWritesReportHtmlWithEverySection() throws IOException {
    assertEquals(0, run.exitCode(), run.err());
    for (String id :
        List.of("run", "metrics", "findings", "load", "flame-cpu", "flame-alloc", "gc", "jit")) {
      assertNotNull(page.getElementById(id), id);
    }
    // One flame graph per profiled event: a plain count of the run's collapsed stacks.
    try (Stream<Path> stacks = Files.list(dir.resolve("stacks"))) {
      assertEquals(stacks.count(), page.select("iframe.flamegraph").size());
    }
    assertTrue(page.select(".incomplete").isEmpty(), "a complete run has no incomplete banner");
  }

  @Test
  void theFindingsAreTheSummarysApplicationFirstEachLinkedToItsEvidence() {
    List<Element> articles = page.select("article.finding");
    assertEquals(summary.findings().size(), articles.size());
    // The application's in the summary's order, then the JDK's internals, folded away.
    List<Finding> expected = new java.util.ArrayList<>();
    summary.findings().stream().filter(f -> f.scope() == Scope.APPLICATION).forEach(expected::add);
    summary.findings().stream().filter(f -> f.scope() == Scope.JDK).forEach(expected::add);
    assertEquals(
        expected.size() - expected.stream().filter(f -> f.scope() == Scope.APPLICATION).count(),
        page.select("#findings-jdk article.finding").size());
    for (int i = 0; i < articles.size(); i++) {
      Finding finding = expected.get(i);
      Element article = articles.get(i);
      assertEquals(finding.key(), article.attr("data-key"));
      assertTrue(article.text().contains(finding.summary()), article.text());
      assertTrue(article.text().contains(finding.suggestion()));
    }
    Element inlining = page.select("article.finding[data-key^=inlining-failure:]").first();
    assertNotNull(inlining, "the legacy server's inlining failure is reported");
    assertEquals("#jit", inlining.selectFirst("a").attr("href"));
  }

  @Test
  void theMetricsAndLoadNumbersAreTheSummarys() {
    Element throughput = page.selectFirst("tr[data-metric=throughput]");
    assertEquals(summary.metric("throughput").valueText(), throughput.child(1).text());
    assertTrue(throughput.child(2).text().contains("95%"), throughput.text());
    var load = summary.sections().load().results();
    assertTrue(
        page.getElementById("success-rate").text().startsWith("100%: "),
        page.getElementById("success-rate").text());
    // requests, OK, KO, success, min, p50, p75, p95, p99: the driver's own p99.
    assertEquals(
        dev.perfkit.analyzers.format.Numbers.decimal(load.latency().p99Ms()),
        page.select("#load-table tr[data-row=0] td").get(8).text());
  }

  @Test
  void theDataBlockCarriesTheLoadSeriesAndTheLatencyDistribution() {
    String json = page.getElementById("report-data").data();
    assertTrue(json.contains("\"load\":{\"second\":[0,"), json);
    assertTrue(json.contains("\"distribution\":[[0.0,"), json);
  }

  @Test
  void theGcAndJitChartsDrawEveryPauseAndEveryCompilationOfTheLogs() throws IOException {
    JsonNode data = Json.mapper().readTree(page.getElementById("report-data").data());
    var gc = summary.sections().gc().log();
    assertFalse(data.at("/gcPauses/perSecond").asBoolean());
    assertEquals(gc.pauses().count(), data.at("/gcPauses/at").size());
    assertEquals(gc.pauses().maxMs(), max(data.at("/gcPauses/ms")), 1e-9);
    // Compilations per second sum to a plain count of the finished tasks in the log.
    String log = Files.readString(dir.resolve("logs/compilation.log"), StandardCharsets.UTF_8);
    long finished = log.split("<task_done ", -1).length - 1;
    long perSecond = 0;
    for (JsonNode second : data.at("/compilationRate/tasks")) {
      perSecond += second.asLong();
    }
    assertEquals(finished, perSecond);
    assertEquals(summary.sections().jit().log().tasks(), perSecond);
    assertTrue(
        page.getElementById("chart-warmup")
            .attr("data-title")
            .startsWith("Warm-up: compilations per second"));
  }

  private static double max(JsonNode values) {
    double max = 0;
    for (JsonNode value : values) {
      max = Math.max(max, value.asDouble());
    }
    return max;
  }

  @Test
  void reportRendersAgainAndAnalyzesARunWithoutSummary() throws IOException {
    Files.delete(dir.resolve("summary.json"));
    Path out = temp.resolve("again.html");

    CommandRun result = CommandRun.of("report", "--out", out.toString(), dir.toString());

    assertEquals(0, result.exitCode(), result.err());
    assertEquals(out + "\n", result.out());
    assertTrue(Files.isRegularFile(dir.resolve("summary.json")));
    assertTrue(Files.readString(out, StandardCharsets.UTF_8).contains("id=\"flame-cpu\""));
  }

  @Test
  void analyzeFormatHtmlPrintsThePage() {
    CommandRun result = CommandRun.of("analyze", "--format", "html", "--no-report", dir.toString());

    assertEquals(0, result.exitCode(), result.err());
    assertTrue(result.out().startsWith("<!DOCTYPE html>"), result.out());
    assertFalse(Jsoup.parse(result.out()).select("article.finding").isEmpty());
  }

  @Test
  void refusesADirectoryThatIsNoRun() {
    CommandRun.assertRefused(
        ExitCode.FAILURE,
        "perfkit: " + temp + ": not a perfkit run directory (it has no run.json)",
        "report",
        temp.toString());
  }
}
