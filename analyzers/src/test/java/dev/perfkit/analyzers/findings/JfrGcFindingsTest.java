package dev.perfkit.analyzers.findings;

import static dev.perfkit.analyzers.findings.FindingLookup.quantity;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.jfr.JfrRecording;
import dev.perfkit.analyzers.jfr.JfrRecordingReader;
import dev.perfkit.analyzers.load.MeasuredWindow;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GC rules on a JFR recording alone: a real JVM in a 32 MiB heap calling System.gc() records
 * its collections, and the GC findings' numbers must equal what the JDK's own {@code jfr print
 * --events jdk.GarbageCollection} says of the same file.
 */
class JfrGcFindingsTest {

  @TempDir static Path temp;
  static Path recording;
  static Analysis analysis;

  @BeforeAll
  static void recordAGcBoundJvm() throws Exception {
    recording = temp.resolve("gc.jfr");
    List<String> command =
        List.of(
            javaCommand(),
            "-Xmx32m",
            "-XX:+UseG1GC",
            "-XX:StartFlightRecording=filename=" + recording + ",settings=default",
            "-cp",
            testClasses(),
            GcHeavyWorkload.class.getName(),
            "3");
    Process process =
        new ProcessBuilder(command)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .redirectError(temp.resolve("child.err").toFile())
            .start();
    assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the workload did not finish");
    assertEquals(0, process.exitValue(), Files.readString(temp.resolve("child.err")));
    analysis = Analyzer.standard().analyzeFiles(List.of(recording));
  }

  /**
   * Cut to a window, a recording's stack profiles span the part of the window it covers, while its
   * GC pauses keep the whole recording's time: every pause over the whole span, not over the
   * window's seconds (which made the pause share several times too large).
   */
  @Test
  void aWindowCutsTheProfilesNotTheGcPausesOrTheirSpan() throws Exception {
    JfrRecording whole = new JfrRecordingReader().parse(recording);
    Instant recordedFrom = Instant.now().minusSeconds(3600);
    Instant end = Instant.now().plusSeconds(3600);
    // A window that starts an hour before the recording and ends an hour after it: it covers
    // every sample, and the recording covers only its own span of it.
    MeasuredWindow window = new MeasuredWindow(recordedFrom, end);
    JfrRecording cut =
        ((JfrRecordingReader) new JfrRecordingReader().within(window)).parse(recording);
    assertEquals(whole.gc().pauseShare(), cut.gc().pauseShare(), 0);
    assertEquals(whole.gc().spanSeconds(), cut.gc().spanSeconds(), 0);
    assertEquals(whole.spanNanos(), cut.spanNanos());
    // The default settings sample allocations (jdk.ObjectAllocationSample), not execution.
    assertEquals(whole.alloc().spanNanos(), cut.alloc().spanNanos());
    assertEquals(whole.alloc().total(), cut.alloc().total());
    assertEquals(0, cut.profileCut().samplesLeftOut());
  }

  @Test
  void theGcFindingsNumbersEqualTheJfrToolsOnTheSameFile() throws Exception {
    List<double[]> events = jfrPrintPauses(recording); // {sumOfPauses, longestPause} in ms
    double total = events.stream().mapToDouble(e -> e[0]).sum();
    double longest = events.stream().mapToDouble(e -> e[1]).max().orElseThrow();
    Finding overhead = finding("gc-overhead");
    assertEquals("JFR recording", overhead.source());
    assertEquals(events.size(), quantity(overhead, "collections"), 0);
    assertEquals(total, quantity(overhead, "total pause time"), 1e-6);
    assertEquals(longest, quantity(overhead, "longest pause"), 1e-6);
    Finding full = finding("full-gc");
    assertTrue(quantity(full, "full GCs") >= 10, full.summary());
    assertTrue(full.summary().contains("System.gc()"), full.summary());
  }

  @Test
  void aGcFindingIsRunWideSoNeverHiddenAsJdkInternal() {
    // GC findings are run-wide: their scope is the application's and they are never hidden.
    assertEquals(Scope.APPLICATION, finding("gc-overhead").scope());
    assertEquals("gc-overhead", finding("gc-overhead").key());
  }

  private static Finding finding(String ruleId) {
    return FindingLookup.finding(analysis, ruleId);
  }

  /**
   * Each jdk.GarbageCollection event's sumOfPauses and longestPause, in ms, from the jfr tool's
   * JSON output (ISO-8601 durations: exact, where its text output rounds).
   */
  static List<double[]> jfrPrintPauses(Path file) throws IOException, InterruptedException {
    Path jfr = Path.of(javaCommand()).resolveSibling("jfr");
    Assumptions.assumeTrue(Files.isExecutable(jfr), "no jfr tool beside " + javaCommand());
    Process process =
        new ProcessBuilder(
                jfr.toString(),
                "print",
                "--json",
                "--events",
                "jdk.GarbageCollection",
                file.toString())
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();
    JsonNode events =
        new ObjectMapper().readTree(process.getInputStream()).path("recording").path("events");
    assertEquals(0, process.waitFor());
    List<double[]> pauses = new ArrayList<>();
    for (JsonNode event : events) {
      pauses.add(new double[] {millis(event, "sumOfPauses"), millis(event, "longestPause")});
    }
    return pauses;
  }

  private static double millis(JsonNode event, String field) {
    return Duration.parse(event.path("values").path(field).asText()).toNanos() / 1e6;
  }

  private static String javaCommand() {
    return ProcessHandle.current().info().command().orElseThrow();
  }

  private static String testClasses() throws URISyntaxException {
    return Path.of(
            GcHeavyWorkload.class.getProtectionDomain().getCodeSource().getLocation().toURI())
        .toString();
  }
}
