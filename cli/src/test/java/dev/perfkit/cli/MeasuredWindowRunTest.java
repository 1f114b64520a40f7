package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real run with a warm-up phase: its profiles, stacks, export and allocation per request cover
 * the load's measured window, start-up and warm-up apart. Every count is checked against the JDK's
 * own {@code jfr print} of async-profiler's recording, its events picked by their start times
 * between the window's ends as load/results.json gives them (read here as plain JSON).
 */
class MeasuredWindowRunTest {

  @TempDir static Path temp;

  private static Path run;
  private static RunSummary summary;
  private static PlainWindow window;

  @BeforeAll
  static void runWithWarmup() throws IOException {
    run = temp.resolve("runs/windowed");
    CommandRun result =
        CommandRun.of(
            "run",
            "--warmup",
            "2s",
            "--duration",
            "3s",
            "--events",
            "cpu,alloc",
            "--out",
            run.toString());
    assertEquals(0, result.exitCode(), result.err());
    summary = SummaryReader.read(run.resolve("summary.json"));
    window = PlainWindow.of(run);
    assertTrue(
        window.start().isAfter(Instant.parse(summary.run().start()).plusSeconds(2)),
        "the 2 s warm-up comes before the window: " + window);
  }

  @Test
  void cpuProfileHoldsTheSamplesOfTheWindowOnly() throws Exception {
    List<JsonNode> samples = printed("jdk.ExecutionSample");
    long inWindow = samples.stream().filter(window::holds).count();
    assertTrue(
        inWindow > 100 && inWindow < samples.size() - 50,
        "start-up and warm-up hold samples too: " + inWindow + " of " + samples.size());
    assertEquals(inWindow, summary.sections().cpu().profile().total());
    assertEquals(inWindow, collapsedTotal(run.resolve("stacks/cpu.collapsed")));
  }

  @Test
  void allocationPerRequestDividesTheWindowsBytesByItsRequests() throws Exception {
    long bytes = 0;
    for (JsonNode event : printed("jdk.ObjectAllocationInNewTLAB")) {
      bytes += window.holds(event) ? event.at("/values/tlabSize").asLong() : 0;
    }
    for (JsonNode event : printed("jdk.ObjectAllocationOutsideTLAB")) {
      bytes += window.holds(event) ? event.at("/values/allocationSize").asLong() : 0;
    }
    assertEquals(bytes, summary.sections().allocation().profile().total());
    Metric perRequest =
        summary.metrics().stream()
            .filter(metric -> metric.id().equals("alloc-bytes-per-request"))
            .findFirst()
            .orElseThrow();
    assertEquals((double) bytes / window.requests(), perRequest.value(), 1e-6);
    assertTrue(perRequest.source().endsWith("the requests of the load's measured window"));
  }

  @Test
  void exportAndFlameGraphsKeepTheWindowAndShowWhatCameBefore() throws Exception {
    Path out = temp.resolve("export");
    CommandRun export =
        CommandRun.of("export", run.toString(), "--format", "collapsed", "--out", out.toString());
    assertEquals(0, export.exitCode(), export.err());
    assertEquals(
        summary.sections().cpu().profile().total(), collapsedTotal(out.resolve("cpu.collapsed")));
    String before = Files.readString(run.resolve("flamegraphs/cpu-before-window.html"));
    assertTrue(before.contains("before the measured window"), "the warm-up graph's title");
    assertTrue(Files.isRegularFile(run.resolve("flamegraphs/cpu.html")));
  }

  private static List<JsonNode> printed(String event) throws IOException, InterruptedException {
    String json =
        TestJvms.run(
            TestJvms.jdkTool("jfr"),
            "print",
            "--json",
            "--stack-depth",
            "1",
            "--events",
            event,
            run.resolve("profile.jfr").toString());
    List<JsonNode> events = new ArrayList<>();
    Json.mapper().readTree(json).at("/recording/events").forEach(events::add);
    return events;
  }

  private static long collapsedTotal(Path file) throws IOException {
    try (Stream<String> lines = Files.lines(file)) {
      return lines
          .filter(line -> !line.isBlank())
          .mapToLong(line -> Long.parseLong(line.substring(line.lastIndexOf(' ') + 1)))
          .sum();
    }
  }
}
