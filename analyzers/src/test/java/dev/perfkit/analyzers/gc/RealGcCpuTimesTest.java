package dev.perfkit.analyzers.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.RealInputs;
import dev.perfkit.analyzers.findings.Finding;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GC threads' CPU time against each pause's real time, from unified logging's {@code gc,cpu}
 * lines and JDK 8's {@code [Times: ...]}: on the real logs of {@code ../shared/real-inputs} that
 * carry them, and on line sets crafted from them where one pause's GC threads were starved of CPU
 * ({@code User=0.18s Sys=0.04s Real=0.68s}, as issue 19 saw on an overloaded machine).
 */
class RealGcCpuTimesTest {

  @TempDir Path dir;

  /**
   * Pauses whose CPU times the log gives, counted independently with a regular expression: a {@code
   * gc,cpu} line whose id is that of the pause summary line before it, with no other {@code [gc]}
   * line between (JDK 8: a {@code [Times: ...]} not on a {@code CMS-concurrent} line, 86 - 31 in
   * the CMS log). None of these logs has a starved pause; two have phases that look starved and are
   * not pauses: CMS's concurrent abortable preclean waits on purpose ({@code User=0.00s Sys=0.00s
   * Real=0.09s} in the unified CMS log, 5 of the JDK 8 CMS log's 31 concurrent phases).
   */
  @Test
  void realLogsGiveEachPauseItsCpuTimesAndNoneIsStarved() throws Exception {
    Map<String, Long> timed =
        Map.ofEntries(
            Map.entry("gc/gctoolkit-cms.log", 3153L),
            Map.entry("gc/gctoolkit-g1-time-only.log", 2L),
            Map.entry("gc/gctoolkit-parallel.log", 4666L),
            Map.entry("gc/gctoolkit-serial-tip.log", 17L),
            Map.entry("gc/gcviewer-ujl-cms-all.log", 10L),
            Map.entry("gc/gcviewer-ujl-g1-all.log", 13L),
            Map.entry("gc/gcviewer-ujl-jdk17-g1-concurrent-cycle.log", 9L),
            Map.entry("gc/gcviewer-ujl-serial-all.log", 3L),
            Map.entry("gc/jifa-17-g1.log", 4L),
            Map.entry("gc/kslusarski-g1gc.log", 1L),
            Map.entry("gc-legacy/gctoolkit-jdk8-cms-parnew.log", 55L),
            Map.entry("gc-legacy/gcviewer-jdk8-g1-printgcid.log", 7L),
            Map.entry("gc-legacy/jifa-8-g1.log", 5L));
    for (Map.Entry<String, Long> file : timed.entrySet()) {
      CpuStarvation starvation = Jdk8GcLogTest.read(RealInputs.file(file.getKey())).cpuStarvation();
      assertEquals(file.getValue(), starvation.timedPauses(), file.getKey());
      assertEquals(0, starvation.starvedPauses(), file.getKey());
    }
  }

  @Test
  void aStarvedUnifiedPauseIsCalledCpuStarvationNotHeapTrouble() throws Exception {
    Path log =
        Files.writeString(
            dir.resolve("starved.log"),
            String.join(
                "\n",
                "[0.010s][info][gc] Using G1",
                "[10.000s][info][gc,start    ] GC(5) Pause Young (Normal) (G1 Evacuation Pause)",
                "[10.675s][info][gc          ] GC(5) Pause Young (Normal) (G1 Evacuation Pause)"
                    + " 120M->60M(256M) 675.123ms",
                "[10.675s][info][gc,cpu      ] GC(5) User=0.18s Sys=0.04s Real=0.68s",
                "[12.000s][info][gc,start    ] GC(6) Pause Young (Concurrent Start) (G1 Humongous"
                    + " Allocation)",
                "[12.010s][info][gc          ] GC(6) Pause Young (Concurrent Start) (G1 Humongous"
                    + " Allocation) 124M->60M(256M) 10.000ms",
                "[12.010s][info][gc,cpu      ] GC(6) User=0.02s Sys=0.00s Real=0.01s",
                "[12.100s][info][gc          ] GC(6) Concurrent Mark Cycle 90.000ms",
                "[12.100s][info][gc,cpu      ] GC(6) User=0.00s Sys=0.00s Real=0.09s",
                ""));
    CpuStarvation starvation = Jdk8GcLogTest.read(log).cpuStarvation();
    assertEquals(2, starvation.timedPauses());
    assertEquals(1, starvation.starvedPauses());
    assertEquals(675.123, starvation.starvedPauseMs(), 1e-9);
    assertEquals(5, starvation.worst().gcId());
    assertEquals(new GcCpuTime(0.18, 0.04, 0.68), starvation.worstTime());

    List<Finding> findings = Analyzer.standard().analyzeFiles(List.of(log)).rankedFindings();
    Finding longest = find(findings, "long-gc-pause");
    assertTrue(
        longest
            .summary()
            .contains(
                "1 of the 2 pauses with CPU times was starved of CPU: the worst, Pause Young"
                    + " (Normal) (G1 Evacuation Pause), GC(5), at 10.7 s, took 0.68 s of real time"
                    + " while its GC threads ran 0.22 s (user 0.18 s + sys 0.04 s)"),
        longest.summary());
    assertTrue(longest.suggestion().startsWith("Give the JVM the CPU"), longest.suggestion());
    Finding overhead = find(findings, "gc-overhead");
    assertTrue(overhead.summary().contains("starved of CPU"), overhead.summary());
    assertTrue(overhead.suggestion().startsWith("Give the JVM the CPU"), overhead.suggestion());
  }

  /** Jifa's JDK 8 G1 log with its full GC's times changed to a starved one's. */
  @Test
  void aStarvedJdk8FullGcIsCalledCpuStarvation() throws Exception {
    String text =
        Files.readString(RealInputs.file("gc-legacy/jifa-8-g1.log"), StandardCharsets.ISO_8859_1);
    String real = " [Times: user=2.09 sys=0.19, real=1.92 secs]";
    assertTrue(text.contains(real));
    Path log =
        Files.writeString(
            dir.resolve("jdk8-starved.log"),
            text.replace(real, " [Times: user=0.52 sys=0.05, real=1.92 secs]"),
            StandardCharsets.ISO_8859_1);
    CpuStarvation starvation = Jdk8GcLogTest.read(log).cpuStarvation();
    assertEquals(5, starvation.timedPauses());
    assertEquals(1, starvation.starvedPauses());
    assertTrue(starvation.worst().full(), starvation.worst().type());
    assertEquals(1924.2692, starvation.starvedPauseMs(), 1e-9);
    Finding longest =
        find(Analyzer.standard().analyzeFiles(List.of(log)).rankedFindings(), "long-gc-pause");
    assertTrue(longest.summary().contains("starved of CPU"), longest.summary());
    assertTrue(longest.suggestion().startsWith("Give the JVM the CPU"), longest.suggestion());
  }

  private static Finding find(List<Finding> findings, String ruleId) {
    return findings.stream()
        .filter(f -> f.ruleId().equals(ruleId))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + ruleId + " in " + findings));
  }
}
