package dev.perfkit.analyzers.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.logs.ChildJvm;
import dev.perfkit.analyzers.logs.PlainCounts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The GC-log reader on logs of G1, Parallel, Serial and ZGC written by real child JVMs. */
class GcLogReaderTest {

  @TempDir static Path dir;
  private static final Map<String, Path> logs = new LinkedHashMap<>();

  @BeforeAll
  static void runJvmsWithGcLogging() throws Exception {
    for (String collector : List.of("G1", "Parallel", "Serial", "Z")) {
      logs.put(collector, run(collector, "-Xlog:gc*:file=" + dir.resolve(collector + ".log")));
    }
    logs.put(
        "G1-wallclock",
        run("G1", "-Xlog:gc:file=" + dir.resolve("G1-wallclock.log") + ":utctime,level,tags"));
    logs.put(
        "Serial-millis",
        run(
            "Serial",
            "-Xlog:gc*:file=" + dir.resolve("Serial-millis.log") + ":uptimemillis,pid,tid"));
  }

  private static Path run(String collector, String logOption) throws Exception {
    List<String> options = new ArrayList<>(List.of("-XX:+Use" + collector + "GC", "-Xmx64m"));
    if (collector.equals("G1")) {
      // A concurrent cycle at the first young GC, not when G1's adaptive threshold decides: on a
      // loaded machine the 0.8 s workload did not always reach it.
      options.addAll(List.of("-XX:-G1UseAdaptiveIHOP", "-XX:InitiatingHeapOccupancyPercent=1"));
    }
    options.add(logOption);
    ChildJvm.run(0.8, options, dir);
    Path log = Path.of(logOption.split("file=")[1].split(":")[0]);
    return log;
  }

  @ParameterizedTest
  @ValueSource(strings = {"G1", "Parallel", "Serial", "Z", "G1-wallclock", "Serial-millis"})
  void pauseCountTotalAndMaxEqualAPlainScanOfPauseLines(String name) throws IOException {
    String text = Files.readString(logs.get(name), StandardCharsets.ISO_8859_1);
    GcLog log = read(logs.get(name));
    GcLogChecks.pausesMatchAPlainScan(text, log);
    assertFalse(log.truncated());
  }

  @ParameterizedTest
  @ValueSource(strings = {"G1", "Parallel", "Serial", "Z"})
  void namesTheCollectorAndCountsFullCollections(String name) throws IOException {
    String text = Files.readString(logs.get(name), StandardCharsets.ISO_8859_1);
    GcLog log = read(logs.get(name));
    assertEquals(name.equals("Z") ? "ZGC" : name, log.collector());
    assertEquals(
        PlainCounts.matchingLines(text, ".*GC\\(\\d+\\) Pause Full .*ms"), log.fullGcCount());
  }

  /** The span the log covers runs from its first line's uptime to its last line's. */
  @Test
  void runTimeIsTheSpanFromTheFirstToTheLastLinesUptime() throws IOException {
    String text = Files.readString(logs.get("G1"), StandardCharsets.ISO_8859_1);
    double span = PlainCounts.lastUptimeSeconds(text) - PlainCounts.firstUptimeSeconds(text);
    GcLog log = read(logs.get("G1"));
    assertEquals(span, log.runSeconds(), 1e-9);
    assertEquals(log.pauses().totalMs() / (span * 1000), log.pauseShare(), 1e-12);
  }

  @Test
  void milliSecondUptimeDecorationsGiveTheSameTimes() throws IOException {
    String text = Files.readString(logs.get("Serial-millis"), StandardCharsets.ISO_8859_1);
    long first = millis(text.lines().findFirst().orElseThrow());
    long last = millis(text.lines().reduce((a, b) -> b).orElseThrow());
    assertEquals((last - first) / 1000.0, read(logs.get("Serial-millis")).runSeconds(), 1e-9);
  }

  private static long millis(String line) {
    return Long.parseLong(line.substring(1, line.indexOf("ms]")));
  }

  @Test
  void concurrentCyclesAreCountedApartFromPauses() throws IOException {
    String g1 = Files.readString(logs.get("G1"), StandardCharsets.ISO_8859_1);
    CycleGroup mark = cycle(read(logs.get("G1")), "Concurrent Mark Cycle");
    assertEquals(
        PlainCounts.matchingLines(g1, ".*GC\\(\\d+\\) Concurrent Mark Cycle [\\d.]+ms"),
        mark.count());
    String z = Files.readString(logs.get("Z"), StandardCharsets.ISO_8859_1);
    GcLog zLog = read(logs.get("Z"));
    long zCycles =
        PlainCounts.matchingLines(z, ".*GC\\(\\d+\\) (Major|Minor) Collection .* [\\d.]+s");
    assertEquals(zCycles, zLog.cycles().stream().mapToLong(CycleGroup::count).sum());
    assertTrue(zCycles > 0);
  }

  /**
   * Generational ZGC's pauses carry no heap; its Major and Minor Collection end lines do, and their
   * heap after is the log's heap after GC. The percentages give no capacity.
   */
  @Test
  void generationalZgcsHeapAfterGcIsTheLargestOfItsCycleEndLines() throws IOException {
    String z = Files.readString(logs.get("Z"), StandardCharsets.ISO_8859_1);
    long[] plainMb = PlainCounts.generationalZgcCycleEndHeapAfterMb(z);
    GcLog zLog = read(logs.get("Z"));
    assertEquals(Arrays.stream(plainMb).max().orElseThrow() << 20, zLog.maxHeapAfterGcBytes());
    assertTrue(zLog.maxHeapAfterGcBytes() > 0, "heap after " + zLog.maxHeapAfterGcBytes());
    assertTrue(zLog.maxHeapAfterGcBytes() <= 64L << 20, "heap after beyond -Xmx64m");
    assertEquals(-1, zLog.maxHeapCapacityBytes());
  }

  @Test
  void aGenerationalZgcEndLineWhoseHeapDoesNotFitIsReportedWithItsNumber() throws IOException {
    GcLogChecks.anEndLineWhoseHeapDoesNotFitIsReported(
        Files.readAllLines(logs.get("Z"), StandardCharsets.ISO_8859_1),
        ".*\\] GC\\(\\d+\\) (Major|Minor) Collection .*->.*s",
        dir);
  }

  @Test
  void g1PausesAreGroupedByTypeAndCauseWithHeapSizes() throws IOException {
    GcLog log = read(logs.get("G1"));
    PauseGroup young =
        log.pauseGroups().stream()
            .filter(
                g -> g.type().equals("Young (Normal)") && g.cause().equals("G1 Evacuation Pause"))
            .findFirst()
            .orElseThrow();
    String text = Files.readString(logs.get("G1"), StandardCharsets.ISO_8859_1);
    assertEquals(
        PlainCounts.matchingLines(
            text, ".*GC\\(\\d+\\) Pause Young \\(Normal\\) \\(G1 Evacuation Pause\\) .*ms"),
        young.count());
    GcPause longest = log.longestPauses().get(0);
    assertEquals(log.pauses().maxMs(), longest.durationMs());
    assertTrue(longest.heapCapacityBytes() > 0 && longest.heapCapacityBytes() <= 64L << 20);
  }

  @Test
  void summarySerializesToJson() throws IOException {
    GcLog log = read(logs.get("G1"));
    String json = new ObjectMapper().writeValueAsString(log.summary());
    assertTrue(json.contains("\"collector\":\"G1\""), json);
    assertEquals(
        log.longestPauses().subList(0, Math.min(20, log.longestPauses().size())),
        log.summary().longestPauses());
  }

  /**
   * A log cut inside a number or a word of its last line: that line is left out (a pause cut inside
   * its duration would otherwise count a wrong one) and the log is marked truncated.
   */
  @ParameterizedTest
  @CsvSource({"0.1,digit", "0.5,digit", "0.9,letter", "0.999,digit", "0.3,letter"})
  void aLogCutMidLineYieldsItsCompleteLinesMarkedTruncated(double fraction, String inside)
      throws IOException {
    String text = Files.readString(logs.get("G1"), StandardCharsets.ISO_8859_1);
    int cutAt = (int) (text.length() * fraction);
    while (!(inside.equals("digit")
        ? Character.isDigit(text.charAt(cutAt - 1))
            && (Character.isDigit(text.charAt(cutAt)) || text.charAt(cutAt) == '.')
        : Character.isLetter(text.charAt(cutAt - 1)) && Character.isLetter(text.charAt(cutAt)))) {
      cutAt++;
    }
    String prefix = text.substring(0, cutAt);
    Path cut = dir.resolve("cut-" + fraction + ".log");
    Files.writeString(cut, prefix, StandardCharsets.ISO_8859_1);
    AnalysisInputs inputs = new AnalysisInputs();
    ReadReport report = new GcLogReader().read(cut, inputs);
    String complete = prefix.substring(0, prefix.lastIndexOf('\n') + 1);
    long lines = prefix.lines().count();
    assertTrue(report.truncated());
    assertEquals(cut.getFileName() + " cut short in line " + lines, report.note());
    assertEquals(
        PlainCounts.matchingLines(complete, PlainCounts.PAUSE_LINE),
        inputs.require(GcInputs.GC_LOG).pauses().count());
  }

  @Test
  void anUnparseablePauseLineIsReportedWithItsNumber() throws IOException {
    List<String> lines = Files.readAllLines(logs.get("G1"), StandardCharsets.ISO_8859_1);
    int index = 0;
    while (!lines.get(index).matches(PlainCounts.PAUSE_LINE)) {
      index++;
    }
    lines.set(index, lines.get(index).replaceAll("([\\d.]+)ms$", "1.2.3ms"));
    Path broken = Files.write(dir.resolve("broken.log"), lines, StandardCharsets.ISO_8859_1);
    assertEquals(broken + ": line " + (index + 1) + ": unparseable pause line", failure(broken));
  }

  @Test
  void aForeignLineInTheMiddleIsReportedWithItsNumber() throws IOException {
    List<String> lines =
        new java.util.ArrayList<>(
            Files.readAllLines(logs.get("Serial"), StandardCharsets.ISO_8859_1));
    lines.add(30, "\u0000\u0001 binary junk");
    Path broken = Files.write(dir.resolve("junk.log"), lines, StandardCharsets.ISO_8859_1);
    assertEquals(broken + ": line 31: not a unified logging line", failure(broken));
  }

  @Test
  void emptyGarbageAndOtherFormatsAreRejectedWithOneLine() throws IOException {
    Path empty = Files.createFile(dir.resolve("empty.log"));
    assertEquals(empty + ": file is empty", failure(empty));
    Path binary =
        Files.write(dir.resolve("random.bin"), new byte[] {(byte) 0xCA, (byte) 0xFE, 0, 1});
    Path compilation = dir.resolve("compilation.log");
    Files.writeString(compilation, "<?xml version='1.0' encoding='UTF-8'?>\n<hotspot_log>\n");
    Path otherTags = dir.resolve("safepoint.log");
    Files.writeString(
        otherTags, "[0.100s][info][safepoint] Safepoint \"Cleanup\", Time since last: 1 ns\n");
    for (Path file : List.of(binary, compilation, otherTags)) {
      assertFalse(new GcLogReader().recognizes(file, Files.readAllBytes(file)));
      assertEquals(
          file
              + ": not a GC log (expected -Xlog:gc* lines such as '[0.012s][info][gc] ...', or JDK 8"
              + " -XX:+PrintGCDetails lines such as '0.163: [GC pause ...')",
          failure(file));
    }
  }

  private static CycleGroup cycle(GcLog log, String name) {
    return log.cycles().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
  }

  private static String failure(Path file) {
    return assertThrows(UnreadableEvidenceException.class, () -> read(file)).getMessage();
  }

  private static GcLog read(Path file) throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    new GcLogReader().read(file, inputs);
    return inputs.require(GcInputs.GC_LOG);
  }
}
