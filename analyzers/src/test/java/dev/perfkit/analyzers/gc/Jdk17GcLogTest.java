package dev.perfkit.analyzers.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.Jdk17Files;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.logs.PlainCounts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The GC-log reader on unified logs a JDK 17 wrote with G1, Parallel, Serial and ZGC (checked in),
 * checked against plain scans of the same lines.
 */
class Jdk17GcLogTest {

  /** A pause line's heap before, after and capacity: {@code 24M->3M(64M) 2.345ms}. */
  private static final Pattern TRANSITION =
      Pattern.compile(" (\\d+)([KMG])->(\\d+)([KMG])\\((\\d+)([KMG])\\) [\\d.]+ms$");

  private static final Pattern USING = Pattern.compile("(?m)\\[gc\\s*\\] Using (\\w+)$");

  @ParameterizedTest
  @CsvSource({"gc-g1.log,G1", "gc-parallel.log,Parallel", "gc-serial.log,Serial"})
  void namesTheCollectorOfTheUsingLine(String name, String collector) throws IOException {
    Matcher using = USING.matcher(Jdk17Files.text(name));
    assertTrue(using.find());
    assertEquals(collector, using.group(1));
    assertEquals(collector, read(name).collector());
  }

  @ParameterizedTest
  @ValueSource(strings = {"gc-g1.log", "gc-parallel.log", "gc-serial.log", "gc-z.log"})
  void pauseCountTotalAndMaxEqualAPlainScanOfPauseLines(String name) throws IOException {
    GcLogChecks.pausesMatchAPlainScan(Jdk17Files.text(name), read(name));
  }

  @ParameterizedTest
  @ValueSource(strings = {"gc-g1.log", "gc-parallel.log", "gc-serial.log"})
  void fullCollectionsAndTheTwoForcedOnesEqualThePlainCount(String name) throws IOException {
    String text = Jdk17Files.text(name);
    GcLog log = read(name);
    assertEquals(
        PlainCounts.matchingLines(text, ".*GC\\(\\d+\\) Pause Full .*ms"), log.fullGcCount());
    long forced =
        PlainCounts.matchingLines(text, ".*GC\\(\\d+\\) Pause Full \\(System.gc\\(\\)\\) .*ms");
    assertEquals(2, forced, "the workload calls System.gc() twice");
    assertEquals(forced, group(log, "Full", "System.gc()").count());
  }

  @ParameterizedTest
  @ValueSource(strings = {"gc-g1.log", "gc-parallel.log", "gc-serial.log"})
  void heapSizesAreTheLargestOfThePauseLines(String name) throws IOException {
    long maxAfter = -1;
    long maxCapacity = -1;
    for (String line : Jdk17Files.text(name).lines().toList()) {
      Matcher transition = TRANSITION.matcher(line);
      if (line.matches(PlainCounts.PAUSE_LINE) && transition.find()) {
        maxAfter = Math.max(maxAfter, bytes(transition.group(3), transition.group(4)));
        maxCapacity = Math.max(maxCapacity, bytes(transition.group(5), transition.group(6)));
      }
    }
    GcLog log = read(name);
    assertEquals(maxAfter, log.maxHeapAfterGcBytes());
    assertEquals(maxCapacity, log.maxHeapCapacityBytes());
    assertTrue(maxCapacity > 0, "no pause line with a heap transition in " + name);
    assertTrue(maxCapacity <= 64L << 20, "the runs had -Xmx64m: " + maxCapacity);
  }

  @ParameterizedTest
  @ValueSource(strings = {"gc-g1.log", "gc-parallel.log", "gc-serial.log", "gc-z.log"})
  void runTimeIsTheSpanOfItsUptimesAndTheLogIsWhole(String name) throws IOException {
    String text = Jdk17Files.text(name);
    double uptime = PlainCounts.lastUptimeSeconds(text) - PlainCounts.firstUptimeSeconds(text);
    AnalysisInputs inputs = new AnalysisInputs();
    ReadReport report = new GcLogReader().read(Jdk17Files.path(name), inputs);
    GcLog log = inputs.require(GcInputs.GC_LOG);
    assertEquals(uptime, log.runSeconds(), 1e-9);
    assertFalse(report.truncated());
    assertFalse(log.truncated());
  }

  @Test
  void g1sConcurrentCyclesAndItsPauseTypesEqualThePlainCount() throws IOException {
    String text = Jdk17Files.text(Jdk17Files.G1_LOG);
    GcLog log = read(Jdk17Files.G1_LOG);
    CycleGroup mark =
        log.cycles().stream()
            .filter(c -> c.name().equals("Concurrent Mark Cycle"))
            .findFirst()
            .orElseThrow();
    assertEquals(
        PlainCounts.matchingLines(text, ".*GC\\(\\d+\\) Concurrent Mark Cycle [\\d.]+ms"),
        mark.count());
    for (PauseGroup group : log.pauseGroups()) {
      String cause = group.cause().isEmpty() ? "" : " \\(" + Pattern.quote(group.cause()) + "\\)";
      String line = ".*GC\\(\\d+\\) Pause " + Pattern.quote(group.type()) + cause + " .*ms";
      assertEquals(PlainCounts.matchingLines(text, line), group.count(), group.toString());
    }
  }

  @Test
  void recognizesEachLog() throws IOException {
    for (String name :
        List.of(
            Jdk17Files.G1_LOG, Jdk17Files.PARALLEL_LOG, Jdk17Files.SERIAL_LOG, Jdk17Files.Z_LOG)) {
      Path file = Jdk17Files.path(name);
      assertTrue(new GcLogReader().recognizes(file, Files.readAllBytes(file)), name);
    }
  }

  private static PauseGroup group(GcLog log, String type, String cause) {
    return log.pauseGroups().stream()
        .filter(g -> g.type().equals(type) && g.cause().equals(cause))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + type + " " + cause + " in " + log));
  }

  private static long bytes(String number, String unit) {
    return Long.parseLong(number) << ("KMG".indexOf(unit) * 10 + 10);
  }

  /**
   * JDK 17's ZGC, not generational, logs each cycle as a start line and an end line with the heap
   * but no duration: the reader times it from one to the other, as a plain scan of the pairs does.
   */
  @Test
  void zgcsCyclesAreTimedFromTheirStartLineToTheirEndLine() throws IOException {
    double[] plain = PlainCounts.untimedZgcCycleMillis(Jdk17Files.text(Jdk17Files.Z_LOG));
    GcLog log = read(Jdk17Files.Z_LOG);
    assertEquals("ZGC", log.collector());
    assertEquals(
        List.of("Garbage Collection"), log.cycles().stream().map(CycleGroup::name).toList());
    CycleGroup cycles = log.cycles().get(0);
    assertTrue(plain.length > 0);
    assertEquals(plain.length, cycles.count());
    assertEquals(0, cycles.untimedCount());
    assertEquals(Arrays.stream(plain).sum(), cycles.totalMs(), 1e-6);
    assertEquals(Arrays.stream(plain).max().orElseThrow(), cycles.maxMs(), 1e-6);
  }

  /**
   * {@code -Xlog:gc} alone, without the {@code gc,start} tag, leaves out the start lines: the
   * cycles still count, all of them untimed, and no duration is made up.
   */
  @Test
  void zgcsCyclesWithoutTheirStartLinesCountAsUntimed(@TempDir Path dir) throws IOException {
    String text = Jdk17Files.text(Jdk17Files.Z_LOG);
    List<String> gcTagOnly = text.lines().filter(line -> line.contains("][gc ")).toList();
    Path file = Files.write(dir.resolve("gc-tag-only.log"), gcTagOnly);
    double[] plain = PlainCounts.untimedZgcCycleMillis(String.join("\n", gcTagOnly));
    assertTrue(plain.length > 0 && Arrays.stream(plain).allMatch(Double::isNaN));
    AnalysisInputs inputs = new AnalysisInputs();
    new GcLogReader().read(file, inputs);
    GcLog log = inputs.require(GcInputs.GC_LOG);
    CycleGroup cycles = log.cycles().get(0);
    assertEquals(plain.length, cycles.count());
    assertEquals(plain.length, cycles.untimedCount());
    assertEquals(0, cycles.totalMs());
    assertEquals(0, cycles.maxMs());
    long[] plainMb = PlainCounts.zgcCycleEndHeapAfterMb(String.join("\n", gcTagOnly));
    assertEquals(plain.length, plainMb.length);
    assertEquals(Arrays.stream(plainMb).max().orElseThrow() << 20, log.maxHeapAfterGcBytes());
  }

  /**
   * ZGC's pauses carry no heap; the cycle's end line does, and its heap after is the log's heap
   * after GC. Its percentages are of the max capacity and rounded, so no capacity comes from them.
   */
  @Test
  void zgcsHeapAfterGcIsTheLargestOfItsCycleEndLines() throws IOException {
    long[] plainMb = PlainCounts.zgcCycleEndHeapAfterMb(Jdk17Files.text(Jdk17Files.Z_LOG));
    GcLog log = read(Jdk17Files.Z_LOG);
    assertEquals(log.cycles().get(0).count(), plainMb.length);
    assertEquals(Arrays.stream(plainMb).max().orElseThrow() << 20, log.maxHeapAfterGcBytes());
    assertEquals(-1, log.maxHeapCapacityBytes());
  }

  @Test
  void aZgcEndLineWhoseHeapDoesNotFitIsReportedWithItsNumber(@TempDir Path dir) throws IOException {
    GcLogChecks.anEndLineWhoseHeapDoesNotFitIsReported(
        Jdk17Files.text(Jdk17Files.Z_LOG).lines().toList(),
        ".*\\] GC\\(\\d+\\) Garbage Collection .*->.*",
        dir);
  }

  private static GcLog read(String name) throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    new GcLogReader().read(Jdk17Files.path(name), inputs);
    return inputs.require(GcInputs.GC_LOG);
  }
}
