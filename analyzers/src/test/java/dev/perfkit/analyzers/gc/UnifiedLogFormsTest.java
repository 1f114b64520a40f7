package dev.perfkit.analyzers.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Unified logs as the JVM really writes them, beyond what {@code -Xlog:gc*} with default
 * decorations shows: messages that go on in undecorated lines, the locale's decimal comma, a last
 * line without its line end, G1's concurrent cycle as JDK 9 to 16 name it, and an excerpt of a long
 * run.
 */
class UnifiedLogFormsTest {

  private static final String PAUSE_1 =
      "[0.101s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 3.100ms";
  private static final String PAUSE_2 =
      "[0.201s][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 28M->6M(256M) 2.400ms";

  @TempDir Path dir;

  /** {@code -Xlog:all} writes some messages over several lines; the later ones are undecorated. */
  @Test
  void messagesThatGoOnInUndecoratedLinesAreReadPast() throws IOException {
    GcLog log =
        read(
            PAUSE_1,
            "[0.150s][info][exceptions] Exception <a 'java/lang/NoSuchMethodError'> (0x1)",
            "thrown [src/hotspot/share/prims/methodHandles.cpp, line 1256]",
            " at bci 0 for thread 0x00007fdb10014000",
            "\tfor thread 0x00007fdb10014000",
            PAUSE_2);
    assertEquals(2, log.pauses().count());
    assertEquals(5.5, log.pauses().totalMs(), 1e-9);
  }

  @Test
  void binaryJunkIsStillNoContinuation() throws IOException {
    Path file = write(true, PAUSE_1, "\u0000\u0001 junk", PAUSE_2);
    assertEquals(file + ": line 2: not a unified logging line", failure(file));
  }

  /** The JVM formats numbers in its locale: {@code [1,297s]} and {@code 5,526ms}. */
  @Test
  void decimalCommasAreRead() throws IOException {
    GcLog log =
        read(
            "[1,297s][info][gc,start] GC(0) Pause Full (System.gc())",
            "[1,303s][info][gc      ] GC(0) Pause Full (System.gc()) 10M->1M(128M) 5,526ms",
            "[1,413s][info][gc      ] GC(1) Pause Full (System.gc()) 3M->2M(128M) 6,068ms",
            "[1,420s][info][gc      ] GC(2) Concurrent Mark Cycle 12,500ms");
    assertEquals(2, log.fullGcCount());
    assertEquals(11.594, log.pauses().totalMs(), 1e-9);
    assertEquals(1.303 + 0.0, log.longestPauses().get(1).atSeconds(), 1e-9);
    assertEquals(1.420 - 1.297, log.runSeconds(), 1e-9);
    assertEquals(List.of(new CycleGroup("Concurrent Mark Cycle", 1, 0, 12.5, 12.5)), log.cycles());
  }

  /** A log trimmed by hand or by a tool often lacks its last line end: the line still counts. */
  @Test
  void aWholeLastLineWithoutALineEndCounts() throws IOException {
    for (String last :
        List.of(
            PAUSE_2,
            "[0.210s][info][gc,cpu] GC(1) User=0.02s Sys=0.01s Real=0.01s",
            "[0.210s][info][safepoint] Application time: 0.0007661 seconds",
            "[0.210s][info][gc] GC(1) Garbage Collection (Warmup) 10620M(5%)->8800M(4%)")) {
      Path file = write(false, PAUSE_1, last);
      AnalysisInputs inputs = new AnalysisInputs();
      ReadReport report = new GcLogReader().read(file, inputs);
      assertFalse(report.truncated(), last);
      assertEquals("", report.note());
      GcLog log = inputs.require(GcInputs.GC_LOG);
      assertEquals(last.equals(PAUSE_2) ? 2 : 1, log.pauses().count(), last);
      assertEquals(last.equals(PAUSE_2) ? 0.201 - 0.101 : 0.210 - 0.101, log.runSeconds(), 1e-9);
    }
  }

  /** A last line cut inside a number, a word or its decorations was cut while written. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "[0.201s][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 28M->6M(256M) 2.4",
        "[0.201s][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 28M->6M(256M) 2.400m",
        "[0.201s][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 28M->6M(256M)",
        "[0.201s][info][gc] GC(1) Pause Young (Normal) (G1 Evac",
        "[0.210s][info][gc,cpu] GC(1) User=0.02s Sys=0.01s Real=0.0",
        "[0.201s][in"
      })
  void aLastLineCutShortIsLeftOutAndMarked(String last) throws IOException {
    Path file = write(false, PAUSE_1, last);
    AnalysisInputs inputs = new AnalysisInputs();
    ReadReport report = new GcLogReader().read(file, inputs);
    assertTrue(report.truncated(), last);
    assertEquals(file.getFileName() + " cut short in line 2", report.note());
    assertEquals(1, inputs.require(GcInputs.GC_LOG).pauses().count());
  }

  /**
   * JDK 9 to 16 name G1's cycle {@code Concurrent Cycle}; JDK 17 on, {@code Concurrent Mark Cycle}.
   */
  @Test
  void g1sConcurrentCycleOfJdk9To16IsACycle() throws IOException {
    GcLog log =
        read(
            "[154.047s][info][gc] GC(2559) Concurrent Cycle",
            "[154.062s][info][gc] GC(2559) Concurrent Cycle 14.313ms");
    assertEquals(List.of(new CycleGroup("Concurrent Cycle", 1, 0, 14.313, 14.313)), log.cycles());
    assertEquals(0, log.pauses().count());
  }

  /**
   * An excerpt of a JVM that had run for 20 days covers the 7 ms between its first and its last
   * line, and its pause share is over those 7 ms.
   */
  @Test
  void anExcerptCoversTheTimeBetweenItsFirstAndLastLine() throws IOException {
    GcLog log =
        read(
            "[2020-12-21T01:04:47.091+0000][1778483.410s][info][gc,start] GC(597760) Pause Young"
                + " (Concurrent Start) (G1 Humongous Allocation)",
            "[2020-12-21T01:04:47.098+0000][1778483.417s][info][gc] GC(597760) Pause Young"
                + " (Concurrent Start) (G1 Humongous Allocation) 1338M->1324M(5120M) 6.363ms");
    assertEquals(0.007, log.runSeconds(), 1e-6);
    assertEquals(6.363 / 7, log.pauseShare(), 1e-4);
  }

  @Test
  void wallClockOnlyLogsCoverTheirFirstToLastTime() throws IOException {
    GcLog log =
        read(
            "[2022-11-10T03:37:29.443-0800][info][gc] Using G1",
            "[2022-11-10T03:37:33.993-0800][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation"
                + " Pause) 28M->6M(256M) 21.861ms");
    assertEquals(4.550, log.runSeconds(), 1e-6);
  }

  /** {@code -Xlog:all} starts with many lines of other tags before the first of the GC's. */
  @Test
  void recognisedWhenTheFirstGcLineComesAfterManyOthers() throws IOException {
    String others =
        IntStream.range(0, 60)
            .mapToObj(i -> "[0.0" + (10 + i) + "s][info][class,load] java.lang.Object" + i)
            .collect(Collectors.joining("\n"));
    Path file = write(true, others, "[0.090s][info][gc,init] Using G1", PAUSE_1);
    assertTrue(new GcLogReader().recognizes(file, Files.readAllBytes(file)));
    assertEquals(1, readFile(file).pauses().count());
  }

  private GcLog read(String... lines) throws IOException {
    return readFile(write(true, lines));
  }

  private static GcLog readFile(Path file) throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    new GcLogReader().read(file, inputs);
    return inputs.require(GcInputs.GC_LOG);
  }

  private Path write(boolean lineEndAtEnd, String... lines) throws IOException {
    Path file = dir.resolve("gc.log");
    String text = String.join("\n", lines) + (lineEndAtEnd ? "\n" : "");
    return Files.writeString(file, text, StandardCharsets.ISO_8859_1);
  }

  private static String failure(Path file) {
    return assertThrows(
            UnreadableEvidenceException.class,
            () -> new GcLogReader().read(file, new AnalysisInputs()))
        .getMessage();
  }
}
