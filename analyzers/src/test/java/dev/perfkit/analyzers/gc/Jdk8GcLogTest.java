package dev.perfkit.analyzers.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tagtraum.perf.gcviewer.imp.DataReaderFacade;
import com.tagtraum.perf.gcviewer.math.DoubleData;
import com.tagtraum.perf.gcviewer.model.GCModel;
import com.tagtraum.perf.gcviewer.model.GcResourceFile;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * JDK 8 {@code -XX:+PrintGCDetails} logs of G1, Parallel, CMS with ParNew and Serial, written for
 * these tests in each collector's format (src/test/resources/jdk8; no JDK 8 runs here), read into
 * the same pause model as unified logs and cross-checked against GCViewer 1.36, an independent
 * reader of these logs.
 */
class Jdk8GcLogTest {

  @TempDir Path dir;

  @BeforeAll
  static void quietGcViewer() {
    // GCViewer logs every file it reads at INFO; the test output needs none of it.
    Logger.getLogger("com.tagtraum.perf.gcviewer").setLevel(Level.WARNING);
  }

  /**
   * Pause count, total and longest equal GCViewer's pauses of the GC (its collections plus its full
   * collections). GCViewer's overall pause figure also counts every {@code Total time for which
   * application threads were stopped} line as a VM operation: those are safepoints, GC pauses among
   * them, not collections, and perfkit leaves them out of the pause model as it leaves out the
   * safepoint lines of unified logs. The full collections are GCViewer's too: a young collection
   * that fell back to collecting the old generation (promotion or concurrent mode failure) is full
   * for both.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "gc-g1.log",
        "gc-parallel.log",
        "gc-cms.log",
        "gc-serial.log",
        "gc-shenandoah.log"
      })
  void pausesEqualGcViewers(String name) throws Exception {
    Path file = resource(name);
    GcLog log = read(file);
    GCModel model = gcViewer(file);
    assertSameAsGcViewer(model, log);
    String text = Files.readString(file, StandardCharsets.ISO_8859_1);
    long stoppedLines = text.lines().filter(l -> l.contains("Total time for which")).count();
    assertEquals(stoppedLines, model.getVmOperationPause().getN());
    // GCViewer's overall pauses are its collection pauses plus one per stopped-time line.
    assertEquals(log.pauses().count() + stoppedLines, model.getPause().getN());
  }

  static void assertSameAsGcViewer(GCModel model, GcLog log) {
    DoubleData young = model.getGCPause();
    DoubleData full = model.getFullGCPause();
    long count = young.getN() + full.getN();
    assertTrue(count > 0, "GCViewer read pauses");
    assertEquals(count, log.pauses().count());
    double total = (young.getN() > 0 ? young.getSum() : 0) + (full.getN() > 0 ? full.getSum() : 0);
    assertEquals(total * 1000, log.pauses().totalMs(), 1e-6);
    double max =
        Math.max(young.getN() > 0 ? young.getMax() : 0, full.getN() > 0 ? full.getMax() : 0);
    assertEquals(max * 1000, log.pauses().maxMs(), 1e-6);
    assertEquals(full.getN(), log.fullGcCount());
  }

  @Test
  void g1PausesAreNamedAsUnifiedLogsNameThem() throws Exception {
    GcLog log = read(resource("gc-g1.log"));
    assertEquals("G1", log.collector());
    assertEquals(
        Map.of(
            "Young/G1 Evacuation Pause", 3L,
            "Young (initial-mark)/G1 Evacuation Pause", 1L,
            "Mixed/G1 Evacuation Pause", 1L,
            "Remark/", 1L,
            "Cleanup/", 1L,
            "Full/System.gc()", 1L),
        groups(log));
    // The cleanup's and the Full GC's lines give the heap; an evacuation pause's is in its detail
    // block, which is not read.
    assertEquals(24902L << 10, log.maxHeapAfterGcBytes());
    assertEquals(64L << 20, log.maxHeapCapacityBytes());
  }

  @Test
  void parallelPausesAndTheirHeap() throws Exception {
    GcLog log = read(resource("gc-parallel.log"));
    assertEquals("Parallel", log.collector());
    assertEquals(
        Map.of("Young/Allocation Failure", 4L, "Full/Ergonomics", 2L, "Full/System.gc()", 1L),
        groups(log));
    // The young collection whose promotion failed ("GC--") left the heap fullest.
    assertEquals(62885L << 10, log.maxHeapAfterGcBytes());
    assertEquals(62976L << 10, log.maxHeapCapacityBytes());
  }

  /**
   * CMS's initial mark and remark stop the application; its concurrent phases do not, even when the
   * JVM prints one in the middle of a ParNew pause's line or between its lines.
   */
  @Test
  void cmsMarksArePausesAndInterleavedConcurrentPhasesDoNotHideOne() throws Exception {
    GcLog log = read(resource("gc-cms.log"));
    assertEquals("Concurrent Mark Sweep", log.collector());
    assertEquals(
        Map.of(
            "Young/Allocation Failure", 5L,
            "Initial Mark/", 1L,
            "Remark/", 1L,
            "Full/Allocation Failure", 1L,
            "Full/System.gc()", 1L),
        groups(log));
    GcPause failure =
        log.longestPauses().stream()
            .filter(p -> p.cause().equals("Allocation Failure"))
            .findFirst()
            .orElseThrow();
    assertEquals("Full", failure.type());
    assertEquals(70.6549, failure.durationMs(), 1e-9);
    assertEquals(1.340 + 0.0706549, failure.atSeconds(), 1e-9);
  }

  /**
   * With {@code -XX:+CMSScavengeBeforeRemark} the remark's event holds the young collection it ran
   * first, inside the same stop: {@code [GC (CMS Final Remark) [YG occupancy: ...][GC (CMS Final
   * Remark) [ParNew: ...], 0.0142003 secs] ... [1 CMS-remark: ...], 0.0258101 secs]}. The
   * application stood still once, for 25.8101 ms: perfkit counts one pause. GCViewer counts the
   * nested young collection as a pause of its own and the remark as the rest (25.8101 - 14.2003
   * ms), so it has one pause more, the same total, and a longest pause that is only the part of the
   * stop that was not the young collection. Legitimate: the difference is exactly that split.
   */
  @Test
  void aRemarkThatScavengesFirstIsOnePauseWhereGcViewerCountsTwo() throws Exception {
    Path file = resource("gc-cms-scavenge-before-remark.log");
    GcLog log = read(file);
    GCModel model = gcViewer(file);
    assertEquals(model.getGCPause().getN() - 1, log.pauses().count());
    assertEquals(model.getGCPause().getSum() * 1000, log.pauses().totalMs(), 1e-6);
    assertEquals(25.8101, log.pauses().maxMs(), 1e-9);
    assertEquals(21.3011, model.getGCPause().getMax() * 1000, 1e-6);
    assertEquals(
        Map.of("Young/Allocation Failure", 1L, "Initial Mark/", 1L, "Remark/", 1L), groups(log));
  }

  /** With {@code -XX:+PrintGC} alone, CMS's phases show only in their causes. */
  @Test
  void cmsPhasesWithoutDetailsAreNamedByTheirCause() throws Exception {
    Path file = dir.resolve("printgc.log");
    Files.writeString(
        file,
        """
        0.486: [GC (Allocation Failure)  245362K->234628K(993280K), 0.1909734 secs]
        1.334: [GC (CMS Initial Mark)  480684K(993280K), 0.0002189 secs]
        1.653: [GC (CMS Final Remark)  633602K(993280K), 0.0015383 secs]
        3.441: [Full GC (Allocation Failure)  854181K->608527K(993280K), 0.1245185 secs]
        """);
    GcLog log = read(file);
    assertEquals(
        Map.of(
            "Young/Allocation Failure", 1L,
            "Initial Mark/", 1L,
            "Remark/", 1L,
            "Full/Allocation Failure", 1L),
        groups(log));
    assertSameAsGcViewer(gcViewer(file), log);
  }

  @Test
  void serialPausesAndAPromotionFailureThatBecameFull() throws Exception {
    GcLog log = read(resource("gc-serial.log"));
    assertEquals("Serial", log.collector());
    assertEquals(
        Map.of(
            "Young/Allocation Failure", 3L,
            "Full/Allocation Failure", 2L,
            "Full/System.gc()", 1L),
        groups(log));
  }

  /** Shenandoah's JDK 8 backport names its pauses; their start lines are not pauses. */
  @Test
  void shenandoahsJdk8PausesAreNamedAsItNamesThem() throws Exception {
    GcLog log = read(resource("gc-shenandoah.log"));
    assertEquals("Shenandoah", log.collector());
    assertEquals(
        Map.of(
            "Init Mark/process weakrefs", 1L,
            "Final Mark/process weakrefs", 1L,
            "Init Update Refs/", 1L,
            "Final Update Refs/", 1L,
            "Full/System.gc()", 1L),
        groups(log));
    assertEquals(9216L << 10, log.maxHeapAfterGcBytes());
  }

  /**
   * The span runs from JVM start, which a JDK 8 log's uptime stamps count from (the log is written
   * from JVM start on), to the end of the last pause (JDK 8 stamps its start).
   */
  @Test
  void theSpanRunsFromJvmStartToTheLastPausesEnd() throws Exception {
    assertEquals(1.620 + 0.0302019, read(resource("gc-cms.log")).runSeconds(), 1e-9);
    // Date and time stamps: the time stamps (uptime) are used, as in unified logs.
    assertEquals(0.562, read(resource("gc-g1.log")).runSeconds(), 1e-9);
  }

  @Test
  void dateStampsAloneGiveTheSpan() throws Exception {
    String text = Files.readString(resource("gc-parallel.log"), StandardCharsets.ISO_8859_1);
    Path dates = dir.resolve("dates-only.log");
    Files.writeString(dates, text.replaceAll("(\\+0100): \\d+\\.\\d+: ", "$1: "));
    GcLog log = read(dates);
    assertEquals(7, log.pauses().count());
    // 10:15:01.204 to 10:15:02.170, the last "Total time ..." line's stamp.
    assertEquals(0.966, log.runSeconds(), 1e-6);
  }

  /**
   * Two threads writing at once can leave a line with two date stamps and no time stamp where it
   * starts; its wall clock is on another scale than the uptimes and must not stretch the span.
   */
  @Test
  void aLineWhoseTimeStampWasDisplacedDoesNotStretchTheSpan() throws Exception {
    Path file = dir.resolve("mixed.log");
    Files.writeString(
        file,
        """
        2022-04-25T11:38:47.548+0800: 725.062: [GC pause (G1 Evacuation Pause) (young), 0.0182684 secs]
        2022-04-25T11:38:47.567+0800: 2022-04-25T11:38:47.567+0800: 725.081: 725.081: Total time         for which application threads were stopped: 0.0227079 seconds
        [GC concurrent-root-region-scan-start]
        2022-04-25T11:38:51.924+0800: 729.438: [GC pause (G1 Evacuation Pause) (young), 0.0535660 secs]
        """);
    GcLog log = read(file);
    assertEquals(2, log.pauses().count());
    assertEquals(729.438 + 0.053566, log.runSeconds(), 1e-9);
  }

  /**
   * Cut inside a ParNew pause (after its first line, before its numbers), the log yields the pauses
   * of the lines before that pause's first line, marked truncated.
   */
  @ParameterizedTest
  @ValueSource(ints = {20, 50, 70})
  void aLogCutInsideAnEventYieldsTheEventsBeforeItMarkedTruncated(int percent) throws Exception {
    String text = Files.readString(resource("gc-cms.log"), StandardCharsets.ISO_8859_1);
    int cut = text.indexOf("\n: ", text.length() * percent / 100) + 5;
    Path file = dir.resolve("cut.log");
    Files.writeString(file, text.substring(0, cut), StandardCharsets.ISO_8859_1);
    AnalysisInputs inputs = new AnalysisInputs();
    ReadReport report = new GcLogReader().read(file, inputs);
    assertTrue(report.truncated());
    assertEquals(
        "cut.log cut short in line " + text.substring(0, cut).lines().count(), report.note());
    int eventStart = text.lastIndexOf('\n', text.lastIndexOf("[GC (", cut)) + 1;
    Path before = dir.resolve("before.log");
    Files.writeString(before, text.substring(0, eventStart), StandardCharsets.ISO_8859_1);
    GcLog whole = read(before);
    assertFalse(whole.truncated());
    assertEquals(whole.pauses(), inputs.require(GcInputs.GC_LOG).pauses());
  }

  /**
   * Another writer's line with a stray bracket leaves an event open; the next collection's line
   * closes the matter: the broken event is skipped and said so, and no pause after it is lost.
   */
  @Test
  void anEventWhoseBracketNeverClosesIsSkippedAndSaidSo() throws Exception {
    List<String> lines =
        new java.util.ArrayList<>(
            Files.readAllLines(resource("gc-serial.log"), StandardCharsets.ISO_8859_1));
    lines.add(10, "app: [worker-3 started");
    Path file = Files.write(dir.resolve("stray.log"), lines, StandardCharsets.ISO_8859_1);
    AnalysisInputs inputs = new AnalysisInputs();
    ReadReport report = new GcLogReader().read(file, inputs);
    assertFalse(report.truncated());
    assertEquals(
        "1 event whose bracket never closed skipped (the first in line 11)", report.note());
    GcLog whole = read(resource("gc-serial.log"));
    assertEquals(whole.pauses(), inputs.require(GcInputs.GC_LOG).pauses());
  }

  @Test
  void aPauseWithoutItsDurationIsReportedWithItsLine() throws Exception {
    List<String> lines = Files.readAllLines(resource("gc-serial.log"), StandardCharsets.ISO_8859_1);
    lines.set(13, lines.get(13).replace(", 0.0312893 secs]", "]"));
    Path file = Files.write(dir.resolve("broken.log"), lines, StandardCharsets.ISO_8859_1);
    UnreadableEvidenceException failure =
        assertThrows(
            UnreadableEvidenceException.class,
            () -> new GcLogReader().read(file, new AnalysisInputs()));
    assertEquals(file + ": line 14: unparseable pause line", failure.getMessage());
  }

  @Test
  void recognisedByContentWhateverItsStamps() throws Exception {
    for (String first :
        List.of(
            "0.163: [GC pause (G1 Evacuation Pause) (young), 0.0087570 secs]",
            "2022-08-01T17:17:33.375+0000: 0.163: #0: [GC pause (G1 Evacuation Pause) (young)",
            "2022-08-01T17:17:33.375+0000: [Full GC (System.gc())  30720K->9102K(64M), 0.03 secs]",
            "[GC (Allocation Failure) [PSYoungGen: 1K->0K(2K)] 1K->0K(4K), 0.0010000 secs]",
            "13295.637: [GC13295.637: [ParNew: 6906246K->6819243K(6932288K), 2.7300470 secs]")) {
      byte[] head = (first + "\n").getBytes(StandardCharsets.ISO_8859_1);
      assertTrue(new GcLogReader().recognizes(Path.of("x"), head), first);
    }
    byte[] text = "Total: [GCD] 12 items\n".getBytes(StandardCharsets.ISO_8859_1);
    assertFalse(new GcLogReader().recognizes(Path.of("x"), text));
  }

  private static Map<String, Long> groups(GcLog log) {
    return log.pauseGroups().stream()
        .collect(Collectors.toMap(g -> g.type() + "/" + g.cause(), PauseGroup::count));
  }

  static GCModel gcViewer(Path file) throws Exception {
    return new DataReaderFacade().loadModel(new GcResourceFile(file.toFile()));
  }

  static GcLog read(Path file) throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    new GcLogReader().read(file, inputs);
    return inputs.require(GcInputs.GC_LOG);
  }

  private static Path resource(String name) throws URISyntaxException {
    return Path.of(Jdk8GcLogTest.class.getResource("/jdk8/" + name).toURI());
  }
}
