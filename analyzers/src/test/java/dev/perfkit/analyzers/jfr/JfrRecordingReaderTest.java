package dev.perfkit.analyzers.jfr;

import static dev.perfkit.analyzers.jfr.ProfiledRun.summaryCount;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Rule;
import dev.perfkit.analyzers.findings.RuleEngine;
import dev.perfkit.analyzers.findings.RuleOutcome;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.rules.DominantFrameRule;
import dev.perfkit.analyzers.rules.HotAllocationSiteRule;
import dev.perfkit.analyzers.rules.LockContentionRule;
import dev.perfkit.analyzers.stacks.ClassSite;
import dev.perfkit.analyzers.stacks.ClassSites;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.ValueUnit;
import dev.perfkit.analyzers.summary.SummarySchema;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JFR reader on recordings made by a real JVM and by real async-profiler, checked against the
 * JDK's {@code jfr} tool and async-profiler's converter.
 */
class JfrRecordingReaderTest {

  @TempDir static Path dir;
  static Path jvmJfr;
  static Path profilerJfr;

  private final JfrRecordingReader reader = new JfrRecordingReader();

  @BeforeAll
  static void record() throws Exception {
    jvmJfr = ProfiledRun.jvmRecording(dir);
    profilerJfr = ProfiledRun.profilerRecording(dir);
  }

  @Test
  void gcCountAndTotalPauseEqualTheJfrTool() throws Exception {
    JsonNode events =
        new ObjectMapper()
            .readTree(
                ProfiledRun.jfrTool(
                    "print", "--json", "--events", "jdk.GarbageCollection", jvmJfr.toString()))
            .path("recording")
            .path("events");
    long pauseNanos = 0;
    for (JsonNode event : events) {
      pauseNanos += Duration.parse(event.path("values").path("sumOfPauses").asText()).toNanos();
    }
    GcPauses gc = reader.parse(jvmJfr).gc();
    assertTrue(events.size() > 0, "the workload should have collected");
    assertEquals(events.size(), gc.collections());
    assertEquals(pauseNanos / 1e6, gc.totalPauseMs(), 1e-6);
    assertEquals(
        gc.collections(),
        gc.byName().values().stream().mapToLong(GcPauses.NameTotal::collections).sum());
    assertTrue(gc.maxHeapUsedAfterGcBytes() > 0);
  }

  @Test
  void countsEqualTheJfrToolsSummary() throws Exception {
    JfrRecording recording = reader.parse(jvmJfr);
    String summary = ProfiledRun.jfrTool("summary", jvmJfr.toString());
    assertEquals(summaryCount(summary, "jdk.ExecutionSample"), recording.cpu().stacks());
    assertEquals(summaryCount(summary, "jdk.ExecutionSample"), recording.cpu().total());
    assertEquals(summaryCount(summary, "jdk.Compilation"), recording.compilations().compilations());
    assertEquals(
        summaryCount(summary, "jdk.CompilerInlining"),
        recording.compilations().inliningDecisions());
    assertEquals(summaryCount(summary, "jdk.ObjectAllocationSample"), recording.alloc().stacks());
    assertEquals(summaryCount(summary, "jdk.CPULoad"), recording.cpuLoad().samples());
    assertTrue(recording.compilations().inliningFailures() > 0);
  }

  @Test
  void profilerRecordingMatchesItsConverter() throws Exception {
    JfrRecording recording = reader.parse(profilerJfr);
    String summary = ProfiledRun.jfrTool("summary", profilerJfr.toString());
    assertEquals(summaryCount(summary, "jdk.ExecutionSample"), recording.cpu().total());
    assertEquals(summaryCount(summary, "jdk.JavaMonitorEnter"), recording.lock().stacks());
    long allocBytes =
        sumCounts(
            ProfiledRun.convert(profilerJfr, dir.resolve("alloc-total.txt"), "--alloc", "--total"));
    assertEquals(allocBytes, recording.alloc().total());
    assertEquals(ValueUnit.BYTES, recording.alloc().unit());
    long cpuSamples = sumCounts(ProfiledRun.convert(profilerJfr, dir.resolve("cpu.txt"), "--cpu"));
    assertEquals(cpuSamples, recording.cpu().total());
  }

  /**
   * async-profiler 4.x writes wall-clock samples as their own event and names cpu in its event
   * setting: its execution samples stay CPU and its wall-clock samples feed the wall-clock profile.
   */
  @Test
  void asyncProfiler4KeepsCpuAndWallClockSamplesApart() throws Exception {
    Path jfr = ProfiledRun.cpuAndWallRecording(dir);
    String summary = ProfiledRun.jfrTool("summary", jfr.toString());
    JfrRecording recording = reader.parse(jfr);
    assertEquals(summaryCount(summary, "jdk.ExecutionSample"), recording.cpu().stacks());
    assertEquals(summaryCount(summary, "profiler.WallClockSample"), recording.wall().stacks());
    assertTrue(recording.wall().stacks() > 0);
    assertEquals("CPU profile", recording.cpu().label());
    assertEquals("wall-clock profile", recording.wall().label());
    assertNull(recording.counted());
  }

  @Test
  void findsTheWorkloadsHotMethodAllocationSiteAndLock() throws Exception {
    for (Path file : new Path[] {jvmJfr, profilerJfr}) {
      JfrRecording recording = reader.parse(file);
      assertTrue(
          recording.cpu().share("dev.perfkit.analyzers.jfr.Workload.spin").self() > 0,
          file.toString());
      ClassSite topAlloc = ClassSites.of(recording.alloc()).get(0);
      assertEquals("byte[]", topAlloc.className(), file.toString());
      assertEquals("dev.perfkit.analyzers.jfr.Workload.allocate", topAlloc.site(), file.toString());
      ClassSite topLock = ClassSites.of(recording.lock()).get(0);
      assertEquals("java.lang.Object", topLock.className(), file.toString());
      assertEquals("dev.perfkit.analyzers.jfr.Workload.contend", topLock.site(), file.toString());
      assertTrue(recording.spanNanos() > 2_000_000_000L, file.toString());
    }
  }

  @Test
  void readsEveryChunkOfAConcatenatedRecordingInParallel() throws Exception {
    Path multi = concat("multi.jfr", jvmJfr, profilerJfr, jvmJfr);
    JfrRecording one = reader.parse(jvmJfr);
    JfrRecording other = reader.parse(profilerJfr);
    JfrRecording all = reader.parse(multi);
    assertEquals(3, all.chunks());
    assertFalse(all.truncated());
    assertEquals(2 * one.gc().collections(), all.gc().collections());
    assertEquals(2 * one.cpu().total() + other.cpu().total(), all.cpu().total());
    assertEquals(
        2 * one.compilations().inliningDecisions(), all.compilations().inliningDecisions());
    assertEquals(2 * one.gc().totalPauseMs(), all.gc().totalPauseMs(), 1e-6);
    assertEquals(2 * one.compilations().inliningFailures(), all.compilations().inliningFailures());
    assertEquals(one.gc().byName().keySet(), all.gc().byName().keySet());
    one.gc()
        .byName()
        .forEach(
            (name, total) ->
                assertEquals(
                    2 * total.collections(), all.gc().byName().get(name).collections(), name));
    // The jfr tool's summary miscounts chunks whose metadata differ (the JVM's and
    // async-profiler's), so its cross-check runs on JVM chunks only.
    Path jvmOnly = concat("jvm-only.jfr", jvmJfr, jvmJfr, jvmJfr);
    assertEquals(
        summaryCount(ProfiledRun.jfrTool("summary", jvmOnly.toString()), "jdk.ExecutionSample"),
        reader.parse(jvmOnly).cpu().stacks());
  }

  @Test
  void aCorruptChunkReadInParallelIsAnErrorNamingItThatLeavesNoScratchFiles() throws Exception {
    assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "reads in parallel from 2 cores");
    Path multi = concat("corrupt-first.jfr", jvmJfr, profilerJfr, profilerJfr);
    try (FileChannel channel = FileChannel.open(multi, StandardOpenOption.WRITE)) {
      // Zeros over the first chunk's events and metadata, past its header: the worker that takes
      // it fails at once while the other is still reading the second chunk.
      channel.write(
          ByteBuffer.allocate((int) Files.size(jvmJfr) - ChunkHeader.LENGTH), ChunkHeader.LENGTH);
    }
    List<Path> scratchBefore = scratchDirectories();
    var error = assertThrows(UnreadableEvidenceException.class, () -> reader.parse(multi));
    assertTrue(
        error.getMessage().startsWith(multi + ": corrupt chunk at byte 0: "), error.getMessage());
    assertEquals(scratchBefore, scratchDirectories());
  }

  /**
   * The scratch directories of parallel chunk reads in the temporary directory, which the build
   * points at this module's target directory so that no other process writes there.
   */
  private static List<Path> scratchDirectories() throws IOException {
    try (var entries = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
      return entries
          .filter(path -> path.getFileName().toString().startsWith("perfkit-jfr-"))
          .sorted()
          .toList();
    }
  }

  @Test
  void truncatedRecordingYieldsTheCompleteChunks() throws Exception {
    long first = Files.size(jvmJfr);
    long second = Files.size(profilerJfr);
    Path multi = concat("for-cutting.jfr", jvmJfr, profilerJfr, jvmJfr);
    JfrRecording one = reader.parse(jvmJfr);
    JfrRecording other = reader.parse(profilerJfr);
    for (long cut :
        new long[] {first + 10, first + second / 2, first + second + 100, 2 * first + second - 1}) {
      Path cutFile = cut(multi, cut);
      JfrRecording recording = reader.parse(cutFile);
      int expectedChunks = cut < first + second ? 1 : 2;
      long expectedTruncation = cut < first + second ? first : first + second;
      assertEquals(expectedChunks, recording.chunks(), "cut at " + cut);
      assertEquals(expectedTruncation, recording.truncatedAt(), "cut at " + cut);
      // async-profiler's chunk holds no GC events: its CPU samples show whether it was read.
      assertEquals(one.gc().collections(), recording.gc().collections(), "cut at " + cut);
      assertEquals(
          one.cpu().total() + (expectedChunks == 2 ? other.cpu().total() : 0),
          recording.cpu().total(),
          "cut at " + cut);
    }
  }

  @Test
  void reportsTruncationThroughTheReader() throws Exception {
    Path cutFile = cut(concat("two.jfr", jvmJfr, jvmJfr), Files.size(jvmJfr) + 5000);
    AnalysisInputs inputs = new AnalysisInputs();
    ReadReport report = reader.read(cutFile, inputs);
    assertTrue(report.truncated());
    assertEquals(
        "truncated at byte " + Files.size(jvmJfr) + ": read the complete chunk before it",
        report.note());
    assertTrue(inputs.has(StackInputs.CPU));
    assertTrue(inputs.has(JfrInputs.GC_PAUSES));
  }

  @Test
  void recordingCutInsideItsFirstChunkIsAnError() throws Exception {
    Path cutFile = cut(jvmJfr, Files.size(jvmJfr) / 2);
    var error = assertThrows(UnreadableEvidenceException.class, () -> reader.parse(cutFile));
    assertEquals(cutFile + ": truncated at byte 0: no complete chunk to read", error.getMessage());
  }

  @Test
  void emptyGarbageAndWrongFormatAreOneLineErrors() throws Exception {
    Path empty = Files.write(dir.resolve("empty.jfr"), new byte[0]);
    Path garbage =
        Files.write(
            dir.resolve("garbage.jfr"),
            "\u0000\u0013garbage bytes".getBytes(StandardCharsets.UTF_8));
    Path text = Files.writeString(dir.resolve("stacks.jfr"), "a;b;c 12\n");
    assertEquals(
        empty + ": file is empty",
        assertThrows(UnreadableEvidenceException.class, () -> reader.parse(empty)).getMessage());
    assertEquals(
        garbage + ": not a JFR file (no 'FLR' magic)",
        assertThrows(UnreadableEvidenceException.class, () -> reader.parse(garbage)).getMessage());
    assertEquals(
        text + ": not a JFR file (no 'FLR' magic)",
        assertThrows(UnreadableEvidenceException.class, () -> reader.parse(text)).getMessage());
  }

  @Test
  void recognizesRecordingsByTheirMagic() throws Exception {
    byte[] head = Arrays.copyOf(Files.readAllBytes(jvmJfr), 8192);
    assertTrue(reader.recognizes(jvmJfr, head));
    assertFalse(reader.recognizes(jvmJfr, "a;b 1\n".getBytes(StandardCharsets.UTF_8)));
    assertFalse(reader.recognizes(jvmJfr, new byte[0]));
  }

  @Test
  void theFirstRecordingToHoldAnInputProvidesIt() throws Exception {
    Analysis analysis = Analyzer.standard().analyzeFiles(List.of(profilerJfr, jvmJfr));
    ReadReport first = analysis.reads().get(0);
    ReadReport second = analysis.reads().get(1);
    assertEquals(
        List.of("CPU profile", "allocation profile", "lock profile", "CPU load (JFR)"),
        first.inputs());
    assertEquals(
        List.of(
            "CPU profile",
            "allocation profile",
            "lock profile",
            "GC pauses (JFR)",
            "JIT compilations (JFR)",
            "CPU load (JFR)"),
        second.inputs());
    assertEquals(
        "not used for CPU profile, allocation profile, lock profile, CPU load (JFR) (an earlier"
            + " file provided it)",
        second.note());
    assertEquals(
        reader.parse(profilerJfr).cpu().total(),
        analysis.inputs().require(StackInputs.CPU).total());
    assertEquals(
        reader.parse(jvmJfr).compilations().compilations(),
        analysis.inputs().require(JfrInputs.COMPILATIONS).compilations());
    assertNull(reader.parse(jvmJfr).wall());
  }

  @Test
  void rulesFindTheWorkloadsProblemsInARealRecording() throws Exception {
    AnalysisInputs inputs = new AnalysisInputs();
    reader.read(profilerJfr, inputs);
    List<Rule> rules =
        List.of(new HotAllocationSiteRule(), new DominantFrameRule(), new LockContentionRule());
    List<RuleOutcome> outcomes = new RuleEngine(rules).run(inputs);
    assertTrue(
        outcomes
            .get(0)
            .findings()
            .get(0)
            .summary()
            .startsWith("byte[] allocated in dev.perfkit.analyzers.jfr.Workload.allocate: "),
        outcomes.toString());
    assertTrue(
        outcomes
            .get(1)
            .findings()
            .get(0)
            .summary()
            .startsWith("dev.perfkit.analyzers.jfr.Workload.spin runs on the CPU itself in "),
        outcomes.toString());
    assertTrue(
        outcomes
            .get(2)
            .findings()
            .get(0)
            .summary()
            .contains(" on java.lang.Object in dev.perfkit.analyzers.jfr.Workload.contend: "),
        outcomes.toString());
  }

  @Test
  void summariesSerializeToJson() throws Exception {
    JfrRecording recording = reader.parse(jvmJfr);
    ObjectMapper json = new ObjectMapper();
    JsonNode cpu = json.readTree(json.writeValueAsString(recording.cpu().summary()));
    assertEquals("cpu", cpu.path("event").asText());
    assertEquals(recording.cpu().total(), cpu.path("total").asLong());
    assertTrue(cpu.path("topSelf").size() > 0);
    JsonNode alloc = json.readTree(json.writeValueAsString(recording.alloc().summary()));
    assertEquals("byte[]", alloc.path("classSites").path(0).path("className").asText());
    JsonNode gc = json.readTree(json.writeValueAsString(recording.gc().summary()));
    assertEquals(recording.gc().collections(), gc.path("collections").asLong());
    assertTrue(
        json.writeValueAsString(recording.compilations().summary()).contains("failureReasons"));
    assertTrue(json.writeValueAsString(recording.cpuLoad().summary()).contains("meanJvm"));
  }

  @Test
  void readsAsyncProfilersRecordingWithTheJvmsSynced() throws Exception {
    Path synced = ProfiledRun.syncedRecording(dir);
    JfrRecording recording = reader.parse(synced);
    // jfr print (unlike jfr summary) counts these two right in a file of mixed chunks.
    assertEquals(printed(synced, "jdk.ExecutionSample"), recording.cpu().stacks());
    assertEquals(printed(synced, "jdk.GarbageCollection"), recording.gc().collections());
    assertEquals("byte[]", ClassSites.of(recording.alloc()).get(0).className());
    assertEquals("java.lang.Object", ClassSites.of(recording.lock()).get(0).className());
  }

  @Test
  void theStandardAnalyzerReadsBothRecordingsIntoASummary() throws Exception {
    Analysis analysis = Analyzer.standard().analyzeFiles(List.of(profilerJfr, jvmJfr));
    JsonNode summary =
        Json.mapper()
            .readTree(Json.mapper().writeValueAsString(analysis.toSummary("test", Instant.EPOCH)));
    assertEquals("1970-01-01T00:00:00Z", summary.path("analyzedAt").asText());
    assertEquals(profilerJfr.toString(), summary.path("inputs").path(0).path("file").asText());
    SummarySchema.assertValid(summary);
    JsonNode sections = summary.path("sections");
    assertEquals(
        reader.parse(profilerJfr).cpu().total(),
        sections.path("cpu").path("profile").path("total").asLong());
    assertEquals("bytes", sections.path("allocation").path("profile").path("unit").asText());
    assertEquals(
        reader.parse(jvmJfr).gc().collections(),
        sections.path("gc").path("jfr").path("collections").asLong());
    assertEquals(
        printed(jvmJfr, "jdk.GarbageCollection"),
        summary.at("/metrics").findParents("id").stream()
            .filter(metric -> metric.path("id").asText().equals("gc-pause-count"))
            .findFirst()
            .orElseThrow()
            .path("value")
            .asLong());
    List<String> ruleIds = new java.util.ArrayList<>();
    summary.path("findings").forEach(finding -> ruleIds.add(finding.path("ruleId").asText()));
    assertTrue(
        ruleIds.containsAll(List.of("hot-allocation-site", "dominant-frame", "lock-contention")),
        ruleIds.toString());
  }

  private static long printed(Path file, String eventType) throws Exception {
    String text = ProfiledRun.jfrTool("print", "--events", eventType, file.toString());
    return text.lines().filter(line -> line.equals(eventType + " {")).count();
  }

  /** A plain sum of the counts at the end of each line, as awk would do it. */
  static long sumCounts(Path collapsed) throws IOException {
    return Files.readAllLines(collapsed).stream()
        .filter(line -> !line.isBlank())
        .mapToLong(line -> Long.parseLong(line.substring(line.lastIndexOf(' ') + 1)))
        .sum();
  }

  private static Path concat(String name, Path... parts) throws IOException {
    Path out = dir.resolve(name);
    Files.deleteIfExists(out);
    for (Path part : parts) {
      Files.write(
          out,
          Files.readAllBytes(part),
          java.nio.file.StandardOpenOption.CREATE,
          java.nio.file.StandardOpenOption.APPEND);
    }
    return out;
  }

  private static Path cut(Path file, long length) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    return Files.write(
        dir.resolve("cut-" + length + "-" + file.getFileName()),
        Arrays.copyOf(bytes, (int) length));
  }
}
