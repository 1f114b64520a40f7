package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.compare.ComparisonSchema;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code perfkit compare} through picocli, on two short real runs of the bundled server. */
class CompareCommandTest {

  @TempDir static Path temp;
  static Path legacy;
  static Path optimized;

  @BeforeAll
  static void twoRuns() {
    legacy = VariantRuns.of("legacy");
    optimized = VariantRuns.of("optimized");
  }

  @Test
  void textShowsTheDifferencesMetricsFindingsAndFrames() {
    CommandRun result = CommandRun.of("compare", legacy.toString(), optimized.toString());
    assertEquals(0, result.exitCode(), result.err());
    String out = result.out();
    assertTrue(out.startsWith("Comparing " + legacy.resolve("summary.json")), out);
    assertTrue(out.contains("  variant  "), out);
    // A value with its interval: symmetric, or cut at 0 where a run's seconds varied wildly.
    assertTrue(
        out.matches(
            "(?s).*\n  throughput: [a-z ]+\n      baseline +[0-9,]+ requests/s"
                + " (±|\\(0 requests/s to [0-9,]+ requests/s\\)).*"),
        out);
    assertTrue(out.contains("Findings resolved ("), out);
    assertTrue(out.contains("Frames that moved most in the cpu profile:"), out);
    assertTrue(out.indexOf("The runs differ in:") < out.indexOf("Metrics:"), out);
  }

  @Test
  void jsonIsTheComparisonAndOutWritesIt() throws IOException {
    Path out = temp.resolve("comparison");
    CommandRun result =
        CommandRun.of(
            "compare",
            "--format",
            "json",
            "--out",
            out.toString(),
            legacy.toString(),
            optimized.toString());
    assertEquals(0, result.exitCode(), result.err());
    JsonNode printed = Json.mapper().readTree(result.out());
    JsonNode written = Json.mapper().readTree(out.resolve("comparison.json").toFile());
    assertEquals(written, printed);
    ComparisonSchema.assertValid(written);
    assertEquals("legacy", written.at("/baseline/variant").asText());
    assertEquals("stacks", written.at("/frameShifts/0/baselineFrom").asText());
    assertTrue(written.get("comparable").asBoolean());
  }

  @Test
  void markdownIsTables() {
    CommandRun result =
        CommandRun.of("compare", "--format", "markdown", legacy.toString(), optimized.toString());
    assertEquals(0, result.exitCode(), result.err());
    assertTrue(result.out().contains("| metric | baseline | candidate | change | verdict |"));
  }

  @Test
  void aRunWithoutSummaryIsAnalyzedFirst() throws IOException {
    Path copy = temp.resolve("copy");
    Files.createDirectories(copy);
    Files.copy(legacy.resolve("run.json"), copy.resolve("run.json"));
    Files.createDirectories(copy.resolve("load"));
    Files.copy(legacy.resolve("load/results.json"), copy.resolve("load/results.json"));
    CommandRun result = CommandRun.of("compare", copy.toString(), legacy.toString());
    assertEquals(0, result.exitCode(), result.err());
    assertEquals("perfkit: " + copy + " has no summary.json; analyzing it\n", result.err());
    assertTrue(Files.isRegularFile(copy.resolve("summary.json")));
  }

  @Test
  void badInputsAreOneLineAndExitOne() throws IOException {
    Path missing = temp.resolve("missing");
    CommandRun.assertRefused(
        1,
        "perfkit: " + missing + ": no such file or directory",
        "compare",
        missing.toString(),
        legacy.toString());
    Path empty = Files.createDirectories(temp.resolve("empty"));
    CommandRun.assertRefused(
        1,
        "perfkit: "
            + empty
            + ": not a perfkit run directory (it has neither summary.json nor"
            + " run.json)",
        "compare",
        legacy.toString(),
        empty.toString());
    Path old = temp.resolve("old.json");
    Files.writeString(old, "{\"schemaVersion\": 1, \"findings\": []}");
    CommandRun.assertRefused(
        1,
        "perfkit: "
            + old
            + ": summary.json schema 1 was written by an older perfkit; run"
            + " 'perfkit analyze RUN' again",
        "compare",
        old.toString(),
        legacy.toString());
  }

  @Test
  void outWritesCompareHtmlWithEveryPart() throws IOException {
    Path out = temp.resolve("report");
    CommandRun result =
        CommandRun.of("compare", "--out", out.toString(), legacy.toString(), optimized.toString());
    assertEquals(0, result.exitCode(), result.err());
    Document page = Jsoup.parse(out.resolve("compare.html").toFile(), "UTF-8");
    JsonNode json = Json.mapper().readTree(out.resolve("comparison.json").toFile());

    // What differs between the runs comes first.
    Element differences = page.getElementById("differences-table");
    assertTrue(
        page.body().html().indexOf("differences-table")
            < page.body().html().indexOf("metrics-table"));
    assertEquals(
        "variant legacy optimized", differences.select("tbody tr:contains(variant)").text());
    // Every metric of the model, with its verdict and change.
    Elements rows = page.select("#metrics-table tbody tr");
    assertEquals(json.get("metrics").size(), rows.size());
    Element throughput = page.selectFirst("#metrics-table tr[data-metric=throughput]");
    assertEquals(json.at("/metrics/0/verdict").asText(), throughput.attr("data-verdict"));
    assertEquals("verdict-" + throughput.attr("data-verdict"), throughput.className());
    assertTrue(
        throughput
            .child(1)
            .text()
            .matches(
                "[0-9,]+ requests/s (±[0-9,]+ requests/s|\\(0 requests/s to [0-9,]+ requests/s\\))"),
        throughput.child(1).text());
    assertTrue(throughput.child(3).text().matches("[+-][0-9,]+ requests/s \\([+-][0-9.]+%\\)"));
    // A metric without an interval is never a win or a loss.
    Element max = page.selectFirst("#metrics-table tr[data-metric=latency-max]");
    assertEquals("no spread", max.selectFirst("td.verdict").text());
    // Findings by key: the application's in each list, the JDK's internals in its folded twin.
    for (String[] list :
        new String[][] {
          {"resolved", "findings-resolved"},
          {"added", "findings-new"},
          {"persisting", "findings-persisting"}
        }) {
      assertEquals(
          json.at("/findings/" + list[0]).size(),
          page.select("#" + list[1] + " tbody tr, #" + list[1] + "-jdk tbody tr").size(),
          list[0]);
      for (JsonNode finding : json.at("/findings/" + list[0])) {
        String table = finding.get("scope").asText().equals("JDK") ? list[1] + "-jdk" : list[1];
        assertEquals(
            1,
            page.select("#" + table + " tr[data-key]").stream()
                .filter(row -> row.attr("data-key").equals(finding.get("key").asText()))
                .count(),
            finding.get("key").asText());
      }
    }
    // Both directions of the cpu and alloc differential flame graphs, and the frames that moved.
    for (String event : new String[] {"cpu", "alloc"}) {
      for (String direction : new String[] {"grown", "shrunk"}) {
        Element frame = page.getElementById("flame-diff-" + event + "-" + direction);
        assertTrue(frame.attr("srcdoc").contains("unpack(cpool);"), event + " " + direction);
      }
      assertFalse(page.select("#shifts-" + event + " tbody tr").isEmpty(), event);
    }
    assertEquals(6, page.select("#gc-delta tbody tr").size());
    assertEquals(4, page.select("#jit-delta tbody tr").size());
    // The warm-up curves: each run's OK requests per second.
    JsonNode data = Json.mapper().readTree(page.getElementById("report-data").data());
    JsonNode legacyLoad = Json.mapper().readTree(legacy.resolve("load/results.json").toFile());
    assertEquals(
        legacyLoad.at("/perSecond/0/ok").asLong(), data.at("/warmupCurves/baseline/0").asLong());
    assertTrue(page.getElementById("chart-warmup-compare") != null);
    assertTrue(page.select("script[src], link[href]").isEmpty());
  }

  @Test
  void formatHtmlPrintsThePage() {
    CommandRun result =
        CommandRun.of("compare", "--format", "html", legacy.toString(), optimized.toString());
    assertEquals(0, result.exitCode(), result.err());
    assertTrue(result.out().startsWith("<!DOCTYPE html>"), result.out());
    assertTrue(result.out().stripTrailing().endsWith("</html>"));
  }

  @Test
  void anUnknownFormatIsAUsageError() {
    CommandRun result =
        CommandRun.of("compare", "--format", "pdf", legacy.toString(), optimized.toString());
    assertEquals(2, result.exitCode());
    assertFalse(result.err().contains("\tat "), result.err());
  }
}
