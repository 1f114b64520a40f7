package dev.perfkit.analyzers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.jfr.Compilations;
import dev.perfkit.analyzers.jfr.GcPauses;
import dev.perfkit.analyzers.jfr.JfrInputs;
import dev.perfkit.analyzers.jfr.JfrRecording;
import dev.perfkit.analyzers.jfr.JfrRecordingReader;
import dev.perfkit.analyzers.jfr.ProfiledRun;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every JFR recording, compilation log and collapsed-stacks file in {@code ../shared/real-inputs}
 * (files other projects keep as test data) reads as its README says; skipped when the folder is not
 * there. Counts the README took from the JDK's {@code jfr} tool are also checked against that tool
 * here.
 */
class RealInputsTest {

  private static final Map<String, String> KINDS =
      Map.of("jfr", "JFR recording", "jit", "compilation log", "collapsed", "collapsed stacks");
  private static final String OLD_FORMAT =
      ": JFR file format 0.9 (Oracle JDK 7 and 8), which perfkit cannot read: open it in JDK"
          + " Mission Control, or record again on JDK 11 or later";

  private static Path inputs;

  @BeforeAll
  static void findTheFolder() {
    inputs = RealInputs.folder();
  }

  @Test
  void everyFileHasItsFactsCheckedHere() throws IOException {
    Set<String> files = new TreeSet<>();
    for (String folder : KINDS.keySet()) {
      try (Stream<Path> listed = Files.list(inputs.resolve(folder))) {
        listed.forEach(f -> files.add(folder + "/" + f.getFileName()));
      }
    }
    Set<String> checked = new TreeSet<>();
    for (var method : RealInputsTest.class.getDeclaredMethods()) {
      FileChecked mark = method.getAnnotation(FileChecked.class);
      if (mark != null) {
        checked.add(mark.value());
      }
    }
    assertEquals(files, checked);
  }

  @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
  @interface FileChecked {
    String value();
  }

  // JFR recordings written by the JVM

  @Test
  @FileChecked("jfr/jifa-jfr.jfr")
  void jifaRecording() throws Exception {
    AnalysisInputs read = analyze("jfr/jifa-jfr.jfr").inputs();
    assertEquals(1102, jfrCount("jfr/jifa-jfr.jfr", "jdk.ExecutionSample"));
    assertEquals(1102, read.require(StackInputs.CPU).stacks());
    assertGc(read, 55, 40.207, 2.478);
    assertEquals(28723550528L, read.require(StackInputs.ALLOC).total());
    // jfr print's durations sum to 999,667,118 ns: see asyncProfilerLockRecording.
    assertEquals(999667120L, read.require(StackInputs.LOCK).total());
  }

  @Test
  @FileChecked("jfr/jmc-allocation_10s_before.jfr")
  void jdk9RecordingReadsItsComOracleEventsAsJdkOnes() throws Exception {
    String file = "jfr/jmc-allocation_10s_before.jfr";
    Analysis analysis = analyze(file);
    AnalysisInputs read = analysis.inputs();
    assertEquals(756, jfrCount(file, "com.oracle.jdk.ExecutionSample"));
    assertEquals(756, read.require(StackInputs.CPU).stacks());
    assertEquals(8, jfrCount(file, "com.oracle.jdk.GarbageCollection"));
    assertEquals(8, read.require(JfrInputs.GC_PAUSES).collections());
    // No outside-TLAB events in this file: the allocation profile is the 3,321 TLAB events.
    assertEquals(3321, jfrCount(file, "com.oracle.jdk.ObjectAllocationInNewTLAB"));
    assertEquals(3321, read.require(StackInputs.ALLOC).stacks());
    assertEquals(
        List.of("CPU profile", "allocation profile", "GC pauses (JFR)", "CPU load (JFR)"),
        analysis.reads().get(0).inputs());
  }

  @Test
  @FileChecked("jfr/jmc-full_gc_g1.jfr")
  void fullGcRecording() throws Exception {
    GcPauses gc = analyze("jfr/jmc-full_gc_g1.jfr").inputs().require(JfrInputs.GC_PAUSES);
    assertGcPauses(gc, 108, 7649.528, 577.966);
    assertEquals(16, gc.byName().get("G1Full").collections());
    assertEquals(19.9, gc.spanSeconds(), 0.05);
  }

  @Test
  @FileChecked("jfr/jmc-jdk15.jfr")
  void twoRecordingsMonthsApartCoverTheTimeTheyRecorded() throws Exception {
    Path file = inputs.resolve("jfr/jmc-jdk15.jfr");
    GcPauses gc = analyze("jfr/jmc-jdk15.jfr").inputs().require(JfrInputs.GC_PAUSES);
    assertGcPauses(gc, 108, 7649.528, 577.966);
    // jfr summary prints "Duration: 105 s", the sum of the two chunks' durations.
    assertTrue(ProfiledRun.jfrTool("summary", file.toString()).contains("Duration: 105 s"));
    assertEquals(105, gc.spanSeconds(), 1);
    JfrRecording recording = new JfrRecordingReader().parse(file);
    assertEquals(2, recording.chunks());
    assertEquals(gc.spanSeconds(), recording.spanNanos() / 1e9, 1e-9);
  }

  @Test
  @FileChecked("jfr/jmc-jdk21.jfr")
  void jdk21Recording() throws Exception {
    AnalysisInputs read = analyze("jfr/jmc-jdk21.jfr").inputs();
    assertEquals(11, read.require(StackInputs.CPU).stacks());
    assertGc(read, 2, 165.06, 103.247);
    assertEquals(100317064L, read.require(StackInputs.ALLOC).total());
    assertEquals(65068928L, read.require(StackInputs.LOCK).total());
    Compilations compilations = read.require(JfrInputs.COMPILATIONS);
    assertEquals(515, compilations.inliningDecisions());
    assertEquals(172, compilations.inliningFailures());
  }

  @Test
  @FileChecked("jfr/jmc-hotmethods.jfr")
  void hotMethodsRecording() throws Exception {
    AnalysisInputs read = analyze("jfr/jmc-hotmethods.jfr").inputs();
    assertEquals(24526, jfrCount("jfr/jmc-hotmethods.jfr", "jdk.ExecutionSample"));
    assertEquals(24526, read.require(StackInputs.CPU).stacks());
    assertGc(read, 7, 50.727, 9.057);
    assertEquals(2073853408L, read.require(StackInputs.ALLOC).total());
  }

  @Test
  @FileChecked("jfr/jmc-17ea-monitored.jfr")
  void jdk17EarlyAccessRecording() throws Exception {
    AnalysisInputs read = analyze("jfr/jmc-17ea-monitored.jfr").inputs();
    assertGc(read, 3, 18.682, 13.48);
    assertEquals(21456864L, read.require(StackInputs.ALLOC).total());
    // jfr print's durations sum to 3,487,687 ns: see asyncProfilerLockRecording.
    assertEquals(3487703L, read.require(StackInputs.LOCK).total());
    Compilations compilations = read.require(JfrInputs.COMPILATIONS);
    assertEquals(52, compilations.compilations());
    assertEquals(717, compilations.inliningDecisions());
    assertEquals(190, compilations.inliningFailures());
  }

  @Test
  @FileChecked("jfr/greystone-memoryleaks.jfr")
  void memoryLeakDemoRecording() throws Exception {
    AnalysisInputs read = analyze("jfr/greystone-memoryleaks.jfr").inputs();
    assertEquals(99, read.require(StackInputs.CPU).stacks());
    assertGc(read, 5, 10.776, 2.932);
    assertEquals(99945168L, read.require(StackInputs.ALLOC).total());
    // No contention: jfr summary counts no jdk.JavaMonitorEnter, and its 12 parks are idle threads
    // (10 on conditions, 2 of an idle RMI pool on a SynchronousQueue, 120 s between them), which
    // the README's "lock waits" counted; none waits on a lock (ParkedLocksTest).
    assertFalse(read.has(StackInputs.LOCK));
    assertEquals(2, read.require(JfrInputs.COMPILATIONS).compilations());
  }

  @Test
  @FileChecked("jfr/jmc-MetadataBaseline_11.jfr")
  void aRecordingWithNothingToAnalyzeSaysWhatItHolds() throws Exception {
    Analysis analysis = analyze("jfr/jmc-MetadataBaseline_11.jfr");
    assertEquals(
        "nothing to analyze: no execution samples, allocations, locks, GC or compilations; its"
            + " most frequent events are jdk.ModuleExport 1150, jdk.BooleanFlag 642,"
            + " jdk.ClassLoaderStatistics 342, jdk.ActiveSetting 288, jdk.SystemProcess 286",
        analysis.reads().get(0).note());
    assertTrue(analysis.rankedFindings().isEmpty());
  }

  @Test
  @FileChecked("jfr/jmc-crash_jdk9.jfr")
  void aJdk9CrashRecordingHasNothingToAnalyze() throws Exception {
    ReadReport read = analyze("jfr/jmc-crash_jdk9.jfr").reads().get(0);
    assertEquals(List.of(), read.inputs());
    assertEquals(
        "nothing to analyze: no execution samples, allocations, locks, GC or compilations; its"
            + " most frequent events are com.oracle.jdk.BooleanFlag 661, com.oracle.jdk.LongFlag"
            + " 236, com.oracle.jdk.ActiveSetting 218, com.oracle.jdk.UnsignedLongFlag 187,"
            + " com.oracle.jdk.NativeLibrary 48",
        read.note());
  }

  @Test
  @FileChecked("jfr/jmc-7u40.jfr")
  void aCompressedJdk7RecordingIsRefusedNamingItsFormat() {
    assertRefused("jfr/jmc-7u40.jfr");
  }

  @Test
  @FileChecked("jfr/multimatcher-profile.jfr")
  void aJdk8RecordingIsRefusedNamingItsFormat() {
    assertRefused("jfr/multimatcher-profile.jfr");
  }

  // JFR recordings written by async-profiler

  @Test
  @FileChecked("jfr/jifa-ap-cpu-20.jfr")
  void asyncProfilerCpuRecording() throws Exception {
    Analysis analysis = analyze("jfr/jifa-ap-cpu-20.jfr");
    assertEquals(506, analysis.inputs().require(StackInputs.CPU).stacks());
    assertEquals("CPU profile", analysis.inputs().require(StackInputs.CPU).label());
  }

  @Test
  @FileChecked("jfr/kslusarski-ap-first-wall.jfr")
  void asyncProfiler2WallClockSamplesAreAWallClockProfile() throws Exception {
    String file = "jfr/kslusarski-ap-first-wall.jfr";
    Analysis analysis = analyze(file);
    StackProfile wall = analysis.inputs().require(StackInputs.WALL);
    assertEquals(21183, jfrCount(file, "jdk.ExecutionSample"));
    assertEquals(21183, wall.stacks());
    assertEquals("wall-clock profile", wall.label());
    assertEquals(List.of("wall-clock profile", "CPU load (JFR)"), analysis.reads().get(0).inputs());
    assertFalse(analysis.inputs().has(StackInputs.CPU), "no CPU rule judges wall-clock samples");
    assertTrue(
        analysis.rankedFindings().stream().noneMatch(f -> f.ruleId().equals("dominant-frame")));
  }

  @Test
  @FileChecked("jfr/kslusarski-ap-exceptions.jfr")
  void asyncProfilerMethodTracingIsCallCountsNotCpu() throws Exception {
    String file = "jfr/kslusarski-ap-exceptions.jfr";
    Analysis analysis = analyze(file);
    StackProfile traced = analysis.inputs().require(StackInputs.COUNTED);
    assertEquals(12523, jfrCount(file, "jdk.ExecutionSample"));
    assertEquals(12523, traced.stacks());
    assertEquals(
        "method-trace profile (calls to Java_java_lang_Throwable_fillInStackTrace, not CPU time)",
        traced.label());
    assertEquals(traced.label(), analysis.reads().get(0).inputs().get(0));
    assertFalse(analysis.inputs().has(StackInputs.CPU));
    assertTrue(analysis.rankedFindings().isEmpty());
  }

  @Test
  @FileChecked("jfr/kslusarski-ap-alloc.jfr")
  void asyncProfilerAllocationRecording() throws Exception {
    assertEquals(
        5375597312L,
        analyze("jfr/kslusarski-ap-alloc.jfr").inputs().require(StackInputs.ALLOC).total());
  }

  @Test
  @FileChecked("jfr/kslusarski-ap-lock.jfr")
  void asyncProfilerLockRecording() throws Exception {
    // The README's 79,390,927,249 ns sums the duration fields jfr print shows, each one tick span
    // converted to nanoseconds. perfkit takes each event's end minus its start, both converted
    // from ticks apart, which rounds differently by under a nanosecond per event: 36,605 ns over
    // these 75,630 events, 0.00005%.
    assertEquals(
        79390963854L,
        analyze("jfr/kslusarski-ap-lock.jfr").inputs().require(StackInputs.LOCK).total());
  }

  // Compilation logs: the README counts <task and <inline_fail with grep over the XML.

  @Test
  @FileChecked("jit/bonifaido-jdk7-hotspot.log")
  void jdk7CompilationLog() throws Exception {
    assertCompilationLog(
        "jit/bonifaido-jdk7-hotspot.log",
        81,
        143,
        Map.of(
            "too big", 53L,
            "executed < MinInliningThreshold times", 36L,
            "never executed", 25L,
            "call site not reached", 15L));
  }

  @Test
  @FileChecked("jit/kangzao-jdk8u181-jit.log")
  void jdk8CompilationLog() throws Exception {
    assertCompilationLog(
        "jit/kangzao-jdk8u181-jit.log",
        78,
        121,
        Map.of(
            "callee is too large", 66L,
            "not inlineable", 24L,
            "no static binding", 19L,
            "don't inline Throwable constructors", 11L));
  }

  @Test
  @FileChecked("jit/vectorwave-jdk24-hotspot.log")
  void jdk24CompilationLogWithPrintInliningInItsTty() throws Exception {
    assertCompilationLog(
        "jit/vectorwave-jdk24-hotspot.log",
        // grep counts 909 "<task": the 909th is a compile in flight at exit, kept in a <fragment>
        // with no <task_done>. perfkit counts the 908 tasks that ran to the end.
        908,
        1848,
        Map.of(
            "callee is too large", 1129L,
            "no static binding", 207L,
            "callee uses too much stack", 176L,
            "don't inline Throwable constructors", 108L));
  }

  @Test
  @FileChecked("jit/dangshazi-hs21-fastdebug-hotspot.log")
  void aLogWithoutTasksSaysSo() throws Exception {
    Analysis analysis = analyze("jit/dangshazi-hs21-fastdebug-hotspot.log");
    CompilationLog log = analysis.inputs().require(CompilationInputs.COMPILATION_LOG);
    assertEquals(0, log.taskCount());
    assertEquals(0, log.inlineFailureCount());
    assertEquals(
        "nothing to analyze: the log holds no compile task (<task>) and no failed inlining"
            + " (<inline_fail>)",
        analysis.reads().get(0).note());
  }

  // Collapsed stacks: the README sums the counts at the end of the lines.

  @Test
  @FileChecked("collapsed/ap-sample1.collapsed")
  void asyncProfilerCollapsed() throws Exception {
    assertEquals(185, collapsedTotal("collapsed/ap-sample1.collapsed"));
  }

  @Test
  @FileChecked("collapsed/flamegraph-perf-java-stacks-01-collapsed-all.txt")
  void flameGraphJavaStacks() throws Exception {
    assertEquals(45, collapsedTotal("collapsed/flamegraph-perf-java-stacks-01-collapsed-all.txt"));
  }

  @Test
  @FileChecked("collapsed/flamegraph-perf-vertx-stacks-01-collapsed-jit.txt")
  void flameGraphVertxStacks() throws Exception {
    assertEquals(
        285, collapsedTotal("collapsed/flamegraph-perf-vertx-stacks-01-collapsed-jit.txt"));
  }

  @Test
  @FileChecked("collapsed/flamegraph-perf-iperf-stacks-pidtid-01-collapsed-kernel.txt")
  void flameGraphKernelStacks() throws Exception {
    assertEquals(
        200,
        collapsedTotal("collapsed/flamegraph-perf-iperf-stacks-pidtid-01-collapsed-kernel.txt"));
  }

  /** The file's analysis, once checked that the reader of its folder's kind read it. */
  private static Analysis analyze(String file) throws IOException {
    Analysis analysis = Analyzer.standard().analyzeFiles(List.of(inputs.resolve(file)));
    ReadReport read = analysis.reads().get(0);
    assertEquals(inputs.resolve(file), read.file());
    assertEquals(KINDS.get(file.substring(0, file.indexOf('/'))), read.kind(), file);
    return analysis;
  }

  private static long jfrCount(String file, String eventType) throws Exception {
    String summary = ProfiledRun.jfrTool("summary", inputs.resolve(file).toString());
    return ProfiledRun.summaryCount(summary, eventType);
  }

  private static long collapsedTotal(String file) throws IOException {
    return analyze(file).inputs().require(StackInputs.CPU).total();
  }

  private static void assertRefused(String file) {
    Path path = inputs.resolve(file);
    UnreadableEvidenceException error =
        assertThrows(UnreadableEvidenceException.class, () -> analyze(file));
    assertEquals(path + OLD_FORMAT, error.getMessage());
  }

  private static void assertGc(AnalysisInputs read, long count, double totalMs, double maxMs) {
    assertGcPauses(read.require(JfrInputs.GC_PAUSES), count, totalMs, maxMs);
  }

  /** Totals to the README's precision: jfr prints durations to the microsecond here. */
  private static void assertGcPauses(GcPauses gc, long count, double totalMs, double maxMs) {
    assertEquals(count, gc.collections());
    assertEquals(totalMs, gc.totalPauseMs(), 0.0005);
    assertEquals(maxMs, gc.maxPauseMs(), 0.0005);
  }

  private static void assertCompilationLog(
      String file, long tasks, long inlineFails, Map<String, Long> topReasons) throws IOException {
    CompilationLog log = analyze(file).inputs().require(CompilationInputs.COMPILATION_LOG);
    assertEquals(tasks, log.taskCount());
    assertEquals(inlineFails, log.inlineFailureCount());
    topReasons.forEach(
        (reason, count) -> assertEquals(count, log.inlineFailuresByReason().get(reason), reason));
  }
}
