package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One short real run of the bundled server, exported in every format and read back by tools perfkit
 * did not write: Google's pprof shows the CPU profile's total and top 5 frames as perfkit's summary
 * does, the OpenTelemetry project's Go bindings decode the OTLP file to the same totals, and the
 * collapsed export is the run's own stacks, byte for byte.
 */
class ExportRunTest {

  @TempDir static Path temp;

  static Path run;
  static JsonNode summary;

  @BeforeAll
  static void aShortRun() throws IOException {
    run = temp.resolve("run");
    CommandRun result =
        CommandRun.of(
            "run",
            "--out",
            run.toString(),
            "--duration",
            "3s",
            "--warmup",
            "0",
            "--events",
            "cpu,alloc");
    assertEquals(0, result.exitCode(), result.err());
    summary = new ObjectMapper().readTree(run.resolve("summary.json").toFile());
  }

  @Test
  void pprofShowsTheSummarysTotalAndTopFiveFrames() throws Exception {
    Path pprof = ExportTools.require("pprof");
    Path out = export("pprof");
    String top =
        ExportTools.run(pprof, "-top", "-nodecount=5", out.resolve("cpu.pb.gz").toString());
    System.out.println(top);
    JsonNode profile = summary.at("/sections/cpu/profile");
    Matcher total = Pattern.compile("of (\\d+) total").matcher(top);
    assertTrue(total.find(), top);
    assertEquals(profile.get("total").asLong(), Long.parseLong(total.group(1)));
    assertTrue(top.contains("Type: cpu"), top);
    Map<String, Long> pprofTop = flat(top);
    Map<String, Long> perfkitSelf = new LinkedHashMap<>();
    profile
        .get("topSelf")
        .forEach(f -> perfkitSelf.put(f.get("name").asText(), f.get("self").asLong()));
    assertEquals(5, pprofTop.size(), top);
    for (Map.Entry<String, Long> frame : pprofTop.entrySet()) {
      assertEquals(frame.getValue(), perfkitSelf.get(frame.getKey()), frame.getKey());
    }
    // The same five counts, so a frame tied with the fifth may stand in for it, no other.
    List<Long> firstFive = new ArrayList<>(perfkitSelf.values()).subList(0, 5);
    assertEquals(firstFive, new ArrayList<>(pprofTop.values()));
  }

  /**
   * Every value is a count of samples (docs/export.md): the decoded totals are a plain count of the
   * run's collapsed stacks, and for CPU the summary's total too (its allocation profile is weighed
   * in bytes).
   */
  @Test
  void otlpDecodesToTheSamplesTheRunCounted() throws Exception {
    Path decoder = ExportTools.require("otlp-total");
    Path out = export("otlp");
    assertEquals(
        summary.at("/sections/cpu/profile/total").asLong(), plainCount("cpu"), "cpu samples");
    for (String[] event : new String[][] {{"cpu", "cpu"}, {"alloc", "allocations"}}) {
      String decoded = ExportTools.run(decoder, out.resolve(event[0] + ".otlp.pb").toString());
      System.out.print(decoded);
      long total = plainCount(event[0]);
      assertTrue(total > 0, event[0]);
      assertTrue(
          decoded.lines().anyMatch(line -> line.equals("total " + event[1] + "/count " + total)),
          decoded);
    }
  }

  private static long plainCount(String event) throws IOException {
    return Files.readAllLines(run.resolve("stacks/" + event + ".collapsed")).stream()
        .filter(line -> !line.isBlank())
        .mapToLong(line -> Long.parseLong(line.substring(line.lastIndexOf(' ') + 1)))
        .sum();
  }

  @Test
  void collapsedIsTheRunsOwnStacks() throws IOException {
    Path out = export("collapsed");
    for (String event : List.of("cpu", "alloc")) {
      assertArrayEquals(
          Files.readAllBytes(run.resolve("stacks/" + event + ".collapsed")),
          Files.readAllBytes(out.resolve(event + ".collapsed")),
          event);
    }
  }

  private static Path export(String format) {
    Path out = temp.resolve(format);
    CommandRun result =
        CommandRun.of("export", run.toString(), "--format", format, "--out", out.toString());
    assertEquals(0, result.exitCode(), result.err());
    return out;
  }

  /** pprof's -top rows: flat count by function name, in its order. */
  private static Map<String, Long> flat(String top) {
    Map<String, Long> rows = new LinkedHashMap<>();
    Pattern row =
        Pattern.compile("^\\s*(\\d+)\\s+[\\d.]+%\\s+[\\d.]+%\\s+\\d+\\s+[\\d.]+%\\s+(.+)$");
    for (String line : top.lines().toList()) {
      Matcher m = row.matcher(line);
      if (m.matches()) {
        rows.put(m.group(2).strip(), Long.parseLong(m.group(1)));
      }
    }
    return rows;
  }
}
