package dev.perfkit.analyzers.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.RealInputs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every GC log in {@code ../shared/real-inputs/gc} and {@code gc-legacy} (third-party files that
 * other tools keep as test data; see that folder's README) is read as its README says: the pause
 * count, the total pause time to the printed precision, the longest pause and the full collections,
 * all measured there by tools independent of perfkit. Skipped when the folder is not beside the
 * project.
 */
class RealGcInputsTest {

  @TempDir Path dir;

  /** The README's facts of one file. */
  record Facts(
      String file, long pauses, double totalMs, double totalPrecision, double maxMs, long full) {}

  static Stream<Facts> unifiedLogs() {
    return Stream.of(
        new Facts("gc/gctoolkit-cms.log", 3167, 3923.82, 0.01, 9.07, 13),
        new Facts("gc/gctoolkit-g1-minimal.log", 3435, 6106.053, 0.001, 134.764, 1),
        new Facts("gc/gctoolkit-g1-time-only.log", 2, 42.107, 0.001, 21.861, 0),
        new Facts("gc/gctoolkit-parallel.log", 4666, 5864.404, 0.001, 30.954, 28),
        new Facts("gc/gctoolkit-serial-tip.log", 17, 6187.197, 0.001, 1767.228, 4),
        new Facts("gc/gctoolkit-shenandoah.log.0", 62, 5960.853, 0.001, 5619.337, 0),
        new Facts("gc/gcviewer-ujl-cms-all.log", 12, 86.992, 0.001, 15.238, 2),
        new Facts("gc/gcviewer-ujl-g1-all.log", 13, 44.411, 0.001, 7.033, 0),
        new Facts("gc/gcviewer-ujl-g1-defaults.log", 10, 38.15, 0.01, 14.918, 1),
        new Facts("gc/gcviewer-ujl-jdk17-g1-concurrent-cycle.log", 9, 58.304, 0.001, 13.221, 0),
        // No final newline: its last line is a complete pause and counts.
        new Facts("gc/gcviewer-ujl-parallel-defaults.log", 11, 83.841, 0.001, 13.765, 6),
        new Facts("gc/gcviewer-ujl-serial-all.log", 4, 34.845, 0.001, 10.926, 1),
        new Facts("gc/gcviewer-ujl-shenandoah-jdk11.log", 4, 3.137, 0.001, 2.171, 0),
        // The README's regex expects decimal points and so finds no pause here ("0 pauses"); the
        // JVM wrote this log with a decimal comma (5,526ms). Read comma-aware, as the README counts
        // them too: 438 full pauses, 3,108.6 ms (GCViewer 3,109.8 ms). The longest, 17,871ms, is
        // a plain count over the comma-aware pause lines.
        new Facts("gc/gcviewer-ujl-shenandoah-several-systemgc.log", 438, 3108.6, 0.1, 17.871, 438),
        new Facts("gc/gcviewer-ujl-zgc-all.log", 3, 2.653, 0.001, 1.279, 0),
        new Facts("gc/jifa-17-g1.log", 4, 44.287, 0.001, 22.935, 1),
        new Facts("gc/jifa-17-zgc.log", 3, 0.046, 0.001, 0.031, 0),
        new Facts("gc/kslusarski-g1gc.log", 1, 6.363, 0.001, 6.363, 0));
  }

  /**
   * The README gives GCViewer 1.36's figures for the JDK 8 logs; {@link #legacyLogsEqualGcViewer}
   * also checks them against GCViewer itself.
   */
  static Stream<Facts> legacyLogs() {
    return Stream.of(
        // GCViewer 1.36: 55 pauses of 0.6898700 s in all, which the README rounds as "about 689.7".
        new Facts("gc-legacy/gctoolkit-jdk8-cms-parnew.log", 55, 689.87, 0.001, 115.534, 0),
        // "Count its pause lines": 5 young (one of them initial-mark), a remark and a cleanup.
        new Facts("gc-legacy/gcviewer-jdk8-g1-printgcid.log", 7, 35.4645, 0.0001, 8.757, 0),
        new Facts("gc-legacy/jifa-8-g1.log", 5, 2551.6244, 0.0001, 1924.2692, 1));
  }

  @ParameterizedTest
  @MethodSource({"unifiedLogs", "legacyLogs"})
  void readAsTheReadmeSays(Facts facts) throws IOException {
    GcLog log = Jdk8GcLogTest.read(realInput(facts.file()));
    assertEquals(facts.pauses(), log.pauses().count(), "pauses");
    assertEquals(
        facts.totalMs(), log.pauses().totalMs(), facts.totalPrecision() / 2 + 1e-9, "total");
    assertEquals(facts.maxMs(), log.pauses().maxMs(), 1e-9, "longest");
    assertEquals(facts.full(), log.fullGcCount(), "full");
    assertFalse(log.truncated(), log.truncationNote());
  }

  /** The README names the span of one file: an excerpt of a JVM that had run for 20 days. */
  @Test
  void anExcerptCoversItsOwnSevenMilliseconds() throws IOException {
    GcLog log = Jdk8GcLogTest.read(realInput("gc/kslusarski-g1gc.log"));
    assertEquals(0.007, log.runSeconds(), 1e-9);
    assertEquals(6.363 / 7, log.pauseShare(), 1e-6);
  }

  /**
   * JDK 9 to 16 name G1's cycle {@code Concurrent Cycle}; each of these logs holds one, a start
   * line and an end line with its duration.
   */
  @Test
  void g1ConcurrentCyclesOfJdk9To16AreCounted() throws IOException {
    Map<String, Double> durations =
        Map.of("gc/gctoolkit-g1-minimal.log", 14.313, "gc/gcviewer-ujl-g1-all.log", 20.14);
    for (Map.Entry<String, Double> file : durations.entrySet()) {
      List<CycleGroup> cycles = Jdk8GcLogTest.read(realInput(file.getKey())).cycles();
      assertEquals(
          List.of(new CycleGroup("Concurrent Cycle", 1, 0, file.getValue(), file.getValue())),
          cycles,
          file.getKey());
    }
  }

  /**
   * GCViewer 1.36 reads the CMS and the Jifa log as they are; it does not know {@code
   * -XX:+PrintGCID}'s {@code #4: } stamps, so it reads the G1 PrintGCID log without them.
   */
  @Test
  void legacyLogsEqualGcViewer() throws Exception {
    for (Facts facts : legacyLogs().toList()) {
      Path file = realInput(facts.file());
      Path forGcViewer = file;
      if (file.getFileName().toString().contains("printgcid")) {
        forGcViewer = dir.resolve("without-ids.log");
        String text = Files.readString(file, StandardCharsets.ISO_8859_1);
        Files.writeString(forGcViewer, text.replaceAll("#\\d+: ", ""), StandardCharsets.ISO_8859_1);
      }
      Jdk8GcLogTest.assertSameAsGcViewer(
          Jdk8GcLogTest.gcViewer(forGcViewer), Jdk8GcLogTest.read(file));
    }
  }

  @Test
  void printGcIdPauseCountEqualsItsPauseLines() throws IOException {
    Path file = realInput("gc-legacy/gcviewer-jdk8-g1-printgcid.log");
    long lines =
        Files.readAllLines(file, StandardCharsets.ISO_8859_1).stream()
            .filter(l -> l.matches(".*#\\d+: \\[(GC pause|GC remark|GC cleanup|Full GC).*"))
            .count();
    assertEquals(lines, Jdk8GcLogTest.read(file).pauses().count());
  }

  private static Path realInput(String name) {
    Path folder = RealInputs.folder();
    Path file = folder.resolve(name);
    assertTrue(Files.isRegularFile(file), file + " is listed in the README");
    return file;
  }
}
