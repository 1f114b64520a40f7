package dev.perfkit.reports;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.jfr.GcPauses;
import dev.perfkit.analyzers.summary.RunSummary;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jdk.jfr.Recording;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JfrPauseSeriesTest {

  @TempDir Path temp;

  private static GcPauses collections(GcPauses.Pause... longest) {
    return new GcPauses(
        longest.length, 0, 0, 0, 0, Map.of(), Map.of(), Map.of(), List.of(longest), -1);
  }

  private static GcPauses.Pause pause(long id, double ms, String start) {
    return new GcPauses.Pause(id, "G1New", "G1 Evacuation Pause", ms, ms, start);
  }

  @Test
  void placesTheLongestCollectionsInTimeSinceCollectionStarted() {
    GcPauses jfr =
        collections(
            pause(7, 22.5, "2026-11-26T18:48:32.750Z"),
            pause(2, 18.25, "2026-11-26T18:48:28.100Z"),
            pause(9, 4.0, "not an instant"));

    Map<String, Object> series = JfrPauseSeries.of(jfr, "2026-11-26T18:48:23.300Z").orElseThrow();

    assertEquals("seconds since collection started", series.get("axis"));
    assertArrayEquals(new double[] {4.8, 9.45}, (double[]) series.get("at"), 1e-9);
    assertArrayEquals(new double[] {18.25, 22.5}, (double[]) series.get("ms"), 1e-9);
  }

  @Test
  void withoutAStartCountsFromTheFirstCollection() {
    GcPauses jfr =
        collections(
            pause(3, 1.5, "2026-11-26T18:48:30.000Z"), pause(1, 2.5, "2026-11-26T18:48:29.750Z"));

    Map<String, Object> series = JfrPauseSeries.of(jfr, null).orElseThrow();

    assertEquals("seconds since the first of these collections", series.get("axis"));
    assertArrayEquals(new double[] {0, 0.25}, (double[]) series.get("at"), 1e-9);
    assertArrayEquals(new double[] {2.5, 1.5}, (double[]) series.get("ms"), 1e-9);
  }

  @Test
  void noCollectionsNoSeries() {
    assertEquals(Optional.empty(), JfrPauseSeries.of(collections(), "2026-11-26T18:48:23Z"));
  }

  @Test
  void aReportOfARecordingWithoutAGcLogDrawsItsCollections() throws IOException {
    Path jfr = temp.resolve("gc.jfr");
    try (Recording recording = new Recording()) {
      recording.enable("jdk.GarbageCollection");
      recording.start();
      System.gc();
      System.gc();
      recording.stop();
      recording.dump(jfr);
    }
    RunSummary summary =
        Analyzer.standard().analyzeFiles(List.of(jfr)).toSummary("test", Instant.EPOCH);
    GcPauses collections = summary.sections().gc().jfr();
    StringWriter out = new StringWriter();

    RunReport.render(summary, null, out);

    Document page = Jsoup.parse(out.toString());
    JsonNode data = new ObjectMapper().readTree(page.getElementById("report-data").data());
    assertTrue(collections.collections() >= 2, collections.toString());
    assertEquals(collections.longest().size(), data.at("/gcPauses/at").size());
    assertEquals(
        collections.longest().stream().mapToDouble(GcPauses.Pause::pauseMs).sum(),
        sum(data.at("/gcPauses/ms")),
        1e-9);
    assertEquals(0, data.at("/gcPauses/at/0").asDouble());
    assertTrue(
        page.getElementById("chart-gc")
            .attr("data-title")
            .startsWith("The " + collections.longest().size() + " longest of the recording's "),
        page.getElementById("chart-gc").attr("data-title"));
  }

  private static double sum(JsonNode values) {
    double sum = 0;
    for (JsonNode value : values) {
      sum += value.asDouble();
    }
    return sum;
  }
}
