package dev.perfkit.analyzers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.compilation.FailedCallSite;
import dev.perfkit.analyzers.compilation.MethodCompileStats;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.jfr.ProfiledRun;
import dev.perfkit.analyzers.rules.JitActivity;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.StackProfileSummary;
import dev.perfkit.analyzers.summary.Sections;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Third-party inputs perfkit once misread (issue 19, item 8), each as a real file from {@code
 * ../shared/real-inputs} or, where that folder has none of the kind, a file crafted from a real one
 * the way the other tool writes it. Each test failed before its fix.
 */
class RealMisreadsTest {

  @TempDir Path dir;

  /**
   * async-profiler 3.x samples wall clock with {@code wall=INTERVAL}: it names no event ({@code
   * event = N/A}) and stores the samples as jdk.ExecutionSample, as 2.8 did with {@code
   * event=wall}. Crafted from the 2.8 recording by rewriting its two settings in place, byte for
   * byte: {@code event=wall} becomes {@code wall=10000}, and the empty {@code begin} becomes the
   * empty {@code event}. Before, its 21,183 samples were read as a CPU profile.
   */
  @Test
  void anAsyncProfiler3WallRecordingIsWallClockNotCpu() throws Exception {
    byte[] bytes = Files.readAllBytes(RealInputs.file("jfr/kslusarski-ap-first-wall.jfr"));
    replaceOnce(bytes, "\u0003\u0005event\u0003\u0004wall", "\u0003\u0004wall\u0003\u000510000");
    replaceOnce(bytes, "\u0003\u0005begin\u0000", "\u0003\u0005event\u0000");
    Path file = Files.write(dir.resolve("ap3-wall.jfr"), bytes);
    String settings =
        ProfiledRun.jfrTool("print", "--events", "jdk.ActiveSetting", file.toString());
    assertTrue(settings.contains("name = \"event\"\n  value = N/A"), settings);
    assertTrue(settings.contains("name = \"wall\"\n  value = \"10000\""), settings);

    Analysis analysis = Analyzer.standard().analyzeFiles(List.of(file));
    StackProfile wall = analysis.inputs().require(StackInputs.WALL);
    assertEquals(21183, wall.stacks());
    assertEquals("wall-clock profile", wall.label());
    assertFalse(analysis.inputs().has(StackInputs.CPU), "no CPU rule judges wall-clock samples");
  }

  /**
   * Method tracing's 12,523 calls were labelled right but their counts and frames showed nowhere:
   * summary.json now has them as their own section, and the read's note (which the text prints)
   * gives the count and where most calls came from.
   */
  @Test
  void methodTraceCountsShowInTheSummaryAndTheText() throws Exception {
    Analysis analysis = analyze("jfr/kslusarski-ap-exceptions.jfr");
    Sections sections = analysis.toSummary("test", Instant.EPOCH).sections();
    assertEquals(null, sections.cpu().profile(), "no CPU profile: its CPU load only");
    StackProfileSummary counted = sections.counted().profile();
    assertEquals("counted", counted.event());
    assertEquals(12523, counted.total());
    assertEquals(
        "method-trace profile (calls to Java_java_lang_Throwable_fillInStackTrace, not CPU time)",
        counted.label());
    assertEquals("java.lang.Throwable.<init>", counted.topTotal().get(1).name());
    assertEquals(
        "12,523 counted, not CPU time; most under java.lang.Exception.<init> 12,377,"
            + " java.lang.ReflectiveOperationException.<init> 12,184,"
            + " java.lang.reflect.Method.invoke 11,453",
        analysis.reads().get(0).note());
  }

  /**
   * Linux perf's page-fault profile, as FlameGraph's {@code perf-java-faults-01-collapsed-all.txt}
   * (lines in its form): its counts are faults, and its stacks look like any CPU profile's.
   */
  @Test
  void aPerfPageFaultProfileIsCountsNotCpu() throws Exception {
    Path file =
        Files.writeString(
            dir.resolve("perf-java-faults-01-collapsed-all.txt"),
            "java;_int_malloc 2\n"
                + "java;start_thread;call_stub_[j];java/lang/Thread:::run_[j];"
                + "java/util/zip/Inflater:::inflateBytes_[j];inflate;__memmove_ssse3_back 3\n"
                + "perf;__libc_start_main;main;run_builtin;cmd_record 5\n"
                + "sleep;__execve;return_from_execve_[k];sys_execve_[k];__clear_user_[k] 2\n");
    Analysis analysis = Analyzer.standard().analyzeFiles(List.of(file));
    assertFalse(analysis.inputs().has(StackInputs.CPU));
    StackProfile faults = analysis.inputs().require(StackInputs.COUNTED);
    assertEquals(12, faults.total());
    assertEquals("page-faults profile (event counts, not CPU time)", faults.label());
    assertTrue(analysis.rankedFindings().isEmpty(), analysis.rankedFindings().toString());
  }

  /**
   * A JDK 8 log stamps uptime from JVM start: its span starts at 0, not at its first GC (3.960 s
   * here). The last pause begins at 79.619 s and lasts 0.0264971 s.
   */
  @Test
  void aJdk8LogSpansFromJvmStart() throws Exception {
    GcLog log = analyze("gc-legacy/jifa-8-g1.log").inputs().require(GcInputs.GC_LOG);
    assertEquals(79.619 + 0.0264971, log.runSeconds(), 1e-9);
    assertEquals(2551.6244 / (79.6454971 * 1000), log.pauseShare(), 1e-9);
  }

  /** A last line of spaces without a line end is a trailing blank, not a line cut short. */
  @Test
  void aLastLineOfSpacesIsNoTruncation() throws Exception {
    String text = Files.readString(RealInputs.file("gc/gcviewer-ujl-serial-all.log"));
    Path file = Files.writeString(dir.resolve("spaces.log"), text + "    ");
    Analysis analysis = Analyzer.standard().analyzeFiles(List.of(file));
    ReadReport read = analysis.reads().get(0);
    assertFalse(read.truncated(), read.note());
    assertEquals(4, analysis.inputs().require(GcInputs.GC_LOG).pauses().count());
  }

  /**
   * The end of a JDK 8 Shenandoah log (GCViewer's {@code SampleOpenJdk1_8_0ShenandoahDetails
   * Shutdown.txt} holds only this): a GC log with no pause lines, not "not a GC log".
   */
  @Test
  void aShenandoahEndTableIsAGcLogWithNoPauses() throws Exception {
    Path file =
        Files.writeString(
            dir.resolve("shenandoah-shutdown.log"),
            "Cancelling concurrent GC: Stopping VM\n"
                + "Heap\n"
                + "Shenandoah Heap\n"
                + " 268435456K total, 261685248K committed, 226747245K used\n"
                + "\n"
                + "GC STATISTICS:\n"
                + "  \"(G)\" (gross) pauses include VM time: time to notify and block threads\n"
                + "\n"
                + "Total Pauses (G)            =    60.47 s (a =     7786 us) (n =  7766)"
                + " (lvls, us =      689,     4746,     7109,     9609,    85448)\n"
                + "Total Pauses (N)            =    31.31 s (a =     4031 us) (n =  7766)"
                + " (lvls, us =      158,     2539,     3613,     4922,    81166)\n");
    Analysis analysis = Analyzer.standard().analyzeFiles(List.of(file));
    ReadReport read = analysis.reads().get(0);
    assertEquals("GC log", read.kind());
    assertEquals(List.of(), read.inputs());
    assertEquals(
        "no pauses in this log: it holds only Shenandoah's end-of-run statistics (GC STATISTICS),"
            + " not the pause lines perfkit reads; its table counts 7766 pauses of 60.47 s in all",
        read.note());
    assertTrue(analysis.rankedFindings().isEmpty());
  }

  /**
   * JDK 7 names classes with slashes ({@code java/lang/String charAt (I)C}); methods are spelt with
   * dots, as profiles spell them, and the descriptor keeps String's two compiled indexOf overloads
   * apart.
   */
  @Test
  void jdk7MethodNamesHaveDotsAndOverloadsStayApart() throws Exception {
    Analysis analysis = analyze("jit/bonifaido-jdk7-hotspot.log");
    CompilationLog log = analysis.inputs().require(CompilationInputs.COMPILATION_LOG);
    // The rules name methods pkg.Class.method; the two indexOf overloads keep their descriptors
    // there rather than merge into one name, which kept only the first one's compile time.
    Set<String> ruleNames = analysis.inputs().require(JitActivity.INPUT).methodStats().keySet();
    assertTrue(ruleNames.contains("java.lang.String.indexOf(II)I"), ruleNames.toString());
    assertTrue(ruleNames.contains("java.lang.String.indexOf([CII[CIII)I"), ruleNames.toString());
    assertTrue(ruleNames.contains("java.lang.String.charAt"), ruleNames.toString());
    List<String> methods = log.methods().stream().map(MethodCompileStats::method).toList();
    assertTrue(methods.contains("java.lang.String::charAt(I)C"), methods.toString());
    assertTrue(methods.contains("java.lang.String::indexOf(II)I"), methods.toString());
    assertTrue(methods.contains("java.lang.String::indexOf([CII[CIII)I"), methods.toString());
    List<String> named = new ArrayList<>(methods);
    for (FailedCallSite site : log.failedCallSites()) {
      named.add(site.caller());
      named.add(site.callee());
    }
    for (String name : named) {
      assertFalse(name.substring(0, Math.max(0, name.indexOf("::"))).contains("/"), name);
    }
  }

  /** Threads of equal totals rank by name: the map they come from has another order each run. */
  @Test
  void threadsWithEqualTotalsRankByName() throws Exception {
    StringBuilder text = new StringBuilder();
    IntStream.range(0, 30)
        .forEach(
            i ->
                text.append("[worker-")
                    .append(i)
                    .append(" tid=")
                    .append(100 + i)
                    .append("];")
                    .append("app.Work.run 5\n"));
    Path file = Files.writeString(dir.resolve("threads-cpu.collapsed"), text);
    StackProfileSummary summary =
        Analyzer.standard().analyzeFiles(List.of(file)).inputs().require(StackInputs.CPU).summary();
    List<String> expected =
        IntStream.range(0, 30).mapToObj(i -> "worker-" + i + " tid=" + (100 + i)).sorted().toList();
    assertEquals(
        expected.subList(0, 20),
        summary.threads().stream().map(StackProfileSummary.ThreadTotal::thread).toList());
  }

  /**
   * A 7 ms excerpt holding one 6.4 ms pause was a GC-overhead WARNING 100 "over 0.00 s": a span
   * that short says nothing about the run's overhead.
   */
  @Test
  void oneShortExcerptIsNoGcOverhead() throws Exception {
    Analysis analysis = analyze("gc/kslusarski-g1gc.log");
    assertEquals(0.007, analysis.inputs().require(GcInputs.GC_LOG).runSeconds(), 1e-9);
    List<String> rules = analysis.rankedFindings().stream().map(Finding::ruleId).toList();
    assertFalse(rules.contains("gc-overhead"), rules.toString());
  }

  private static Analysis analyze(String realInput) throws IOException {
    return Analyzer.standard().analyzeFiles(List.of(RealInputs.file(realInput)));
  }

  private static void replaceOnce(byte[] bytes, String from, String to) {
    byte[] a = from.getBytes(StandardCharsets.ISO_8859_1);
    byte[] b = to.getBytes(StandardCharsets.ISO_8859_1);
    assertEquals(a.length, b.length, "a rewrite in place keeps every offset");
    int at = -1;
    for (int i = 0; i + a.length <= bytes.length && at < 0; i++) {
      if (java.util.Arrays.equals(bytes, i, i + a.length, a, 0, a.length)) {
        at = i;
      }
    }
    assertTrue(at >= 0, "the recording holds " + from);
    System.arraycopy(b, 0, bytes, at, b.length);
  }
}
