package dev.perfkit.analyzers.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.Jdk17Files;
import dev.perfkit.analyzers.stacks.ClassSite;
import dev.perfkit.analyzers.stacks.ClassSites;
import dev.perfkit.analyzers.stacks.FrameStats;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The JFR reader on a recording a JDK 17 made (checked in), checked against the {@code jfr} tool of
 * the JDK the tests run on: its summary's counts and its JSON print of the events the reader sums.
 */
class Jdk17RecordingTest {

  private static final String PRINTED =
      "jdk.GarbageCollection,jdk.Compilation,jdk.CompilerInlining,jdk.ExecutionSample,"
          + "jdk.ObjectAllocationSample,jdk.JavaMonitorEnter,jdk.GCHeapSummary";

  private static Path file;
  private static JfrRecording recording;
  private static String summary;
  private static Map<String, List<JsonNode>> events;

  @BeforeAll
  static void readWithTheReaderAndTheJfrTool() throws Exception {
    file = Jdk17Files.path(Jdk17Files.RECORDING);
    recording = new JfrRecordingReader().parse(file);
    summary = ProfiledRun.jfrTool("summary", file.toString());
    JsonNode printed =
        new ObjectMapper()
            .readTree(
                ProfiledRun.jfrTool(
                    "print", "--json", "--stack-depth", "1", "--events", PRINTED, file.toString()));
    events = new TreeMap<>();
    for (JsonNode event : printed.path("recording").path("events")) {
      events.computeIfAbsent(event.path("type").asText(), t -> new ArrayList<>()).add(event);
    }
  }

  @Test
  void isOneWholeChunk() {
    assertEquals(count("Chunks:"), recording.chunks());
    assertEquals(1, recording.chunks());
    assertFalse(recording.truncated());
  }

  @Test
  void gcCountPausesAndCausesEqualTheJfrToolsEvents() {
    GcPauses gc = recording.gc();
    List<JsonNode> gcs = eventsCounted("jdk.GarbageCollection", gc.collections());
    assertEquals(sumMs(gcs, "sumOfPauses"), gc.totalPauseMs(), 1e-6);
    assertEquals(
        gcs.stream().mapToDouble(e -> ms(e, "longestPause")).max().orElseThrow(),
        gc.maxPauseMs(),
        1e-6);
    assertEquals(countBy(gcs, e -> text(e, "cause")), new TreeMap<>(gc.byCause()));
    assertEquals(2, gc.byCause().get("System.gc()"), "the workload forces two collections");
    Map<String, Long> byName = new TreeMap<>();
    gc.byName().forEach((name, total) -> byName.put(name, total.collections()));
    assertEquals(countBy(gcs, e -> text(e, "name")), byName);
    assertEquals(
        events.get("jdk.GCHeapSummary").stream()
            .filter(e -> text(e, "when").equals("After GC"))
            .mapToLong(e -> e.path("values").path("heapUsed").asLong())
            .max()
            .orElseThrow(),
        gc.maxHeapUsedAfterGcBytes());
  }

  @Test
  void compilationsEqualTheJfrToolsEvents() {
    Compilations compilations = recording.compilations();
    List<JsonNode> compiles = eventsCounted("jdk.Compilation", compilations.compilations());
    assertEquals(where(compiles, e -> !bool(e, "succeded")), compilations.failed());
    assertEquals(where(compiles, e -> bool(e, "isOsr")), compilations.osr());
    Map<String, Long> byCompiler = new TreeMap<>();
    compilations.byCompiler().forEach((name, total) -> byCompiler.put(name, total.compilations()));
    assertEquals(countBy(compiles, e -> text(e, "compiler")), byCompiler);
    assertEquals(Set.of("c1", "c2"), byCompiler.keySet());
  }

  @Test
  void inliningFailuresByReasonEqualTheJfrToolsEvents() {
    Compilations compilations = recording.compilations();
    List<JsonNode> decisions =
        eventsCounted("jdk.CompilerInlining", compilations.inliningDecisions());
    List<JsonNode> failures =
        decisions.stream().filter(e -> !bool(e, "succeeded")).collect(Collectors.toList());
    assertEquals(failures.size(), compilations.inliningFailures());
    assertEquals(
        countBy(failures, e -> text(e, "message")), new TreeMap<>(compilations.failureReasons()));
    assertTrue(compilations.failureReasons().containsKey("hot method too big"));
    assertTrue(
        compilations.failedCallees().stream()
            .anyMatch(
                f ->
                    f.callee().equals(Jdk17Files.WORKLOAD + ".hotBigMethod")
                        && f.reason().equals("callee is too large")),
        compilations.failedCallees().toString());
  }

  @Test
  void cpuSamplesAndTheirTopFramesEqualTheJfrToolsEvents() {
    List<JsonNode> samples = eventsCounted("jdk.ExecutionSample", recording.cpu().stacks());
    assertEquals(samples.size(), recording.cpu().total());
    Map<String, Long> topFrames = countBy(samples, Jdk17RecordingTest::topFrame);
    Map<String, Long> selfCounts = new TreeMap<>();
    for (FrameStats stats : recording.cpu().topSelf(Integer.MAX_VALUE)) {
      selfCounts.put(stats.name(), stats.self());
    }
    assertEquals(topFrames, selfCounts);
    assertTrue(recording.cpu().share(Jdk17Files.WORKLOAD + ".hotBigMethod").self() > 0);
  }

  @Test
  void allocationAndLockProfilesEqualTheJfrToolsEvents() {
    List<JsonNode> allocations =
        eventsCounted("jdk.ObjectAllocationSample", recording.alloc().stacks());
    assertEquals(
        allocations.stream().mapToLong(e -> e.path("values").path("weight").asLong()).sum(),
        recording.alloc().total());
    ClassSite topAlloc = ClassSites.of(recording.alloc()).get(0);
    assertEquals("byte[]", topAlloc.className());
    assertEquals(Jdk17Files.WORKLOAD + ".main", topAlloc.site());

    assertEquals(0, count("jdk.ThreadPark"), "parks would count as contention too");
    List<JsonNode> enters = eventsCounted("jdk.JavaMonitorEnter", recording.lock().stacks());
    assertEquals(
        enters.stream().mapToLong(e -> nanos(e, "duration")).sum(), recording.lock().total());
    ClassSite topLock = ClassSites.of(recording.lock()).get(0);
    assertEquals("java.lang.Object", topLock.className());
    assertEquals(Jdk17Files.WORKLOAD + ".contend", topLock.site());
  }

  @Test
  void cpuLoadSamplesEqualTheJfrToolsSummary() {
    assertEquals(count("jdk.CPULoad"), recording.cpuLoad().samples());
  }

  /** {@code pkg.Class.method} of an event's top frame, as the reader names frames. */
  private static String topFrame(JsonNode event) {
    JsonNode method = event.path("values").path("stackTrace").path("frames").path(0).path("method");
    return method.path("type").path("name").asText().replace('/', '.')
        + "."
        + method.path("name").asText();
  }

  private static long count(String label) {
    return ProfiledRun.summaryCount(summary, label);
  }

  /**
   * The jfr tool's printed events of a type, once its summary and print count what the reader does.
   */
  private static List<JsonNode> eventsCounted(String type, long byTheReader) {
    assertEquals(count(type), byTheReader, type + " in the summary");
    List<JsonNode> printed = events.get(type);
    assertEquals(printed.size(), byTheReader, type + " printed");
    return printed;
  }

  private static Map<String, Long> countBy(List<JsonNode> list, Function<JsonNode, String> key) {
    return list.stream().collect(Collectors.groupingBy(key, TreeMap::new, Collectors.counting()));
  }

  private static long where(List<JsonNode> list, Predicate<JsonNode> test) {
    return list.stream().filter(test).count();
  }

  private static double sumMs(List<JsonNode> list, String field) {
    return list.stream().mapToLong(e -> nanos(e, field)).sum() / 1e6;
  }

  private static double ms(JsonNode event, String field) {
    return nanos(event, field) / 1e6;
  }

  private static long nanos(JsonNode event, String field) {
    return Duration.parse(text(event, field)).toNanos();
  }

  private static String text(JsonNode event, String field) {
    return event.path("values").path(field).asText();
  }

  private static boolean bool(JsonNode event, String field) {
    return event.path("values").path(field).asBoolean();
  }
}
