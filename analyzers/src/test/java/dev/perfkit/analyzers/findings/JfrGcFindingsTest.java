package dev.perfkit.analyzers.findings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.Analyzer;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

  private static final Pattern DURATION =
      Pattern.compile("(sumOfPauses|longestPause) = ([0-9.]+) (ns|us|ms|s)\\b");

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

  @Test
  void theGcFindingsNumbersEqualTheJfrToolsOnTheSameFile() throws Exception {
    List<double[]> events = jfrPrintPauses(recording); // {sumOfPauses, longestPause} in ms
    double total = events.stream().mapToDouble(e -> e[0]).sum();
    double longest = events.stream().mapToDouble(e -> e[1]).max().orElseThrow();
    Finding overhead = finding("gc-overhead");
    assertEquals("JFR recording", overhead.source());
    assertEquals(events.size(), quantity(overhead, "collections"), 0);
    // jfr print rounds each duration to about three significant digits.
    assertEquals(total, quantity(overhead, "total pause time"), total * 0.01);
    assertEquals(longest, quantity(overhead, "longest pause"), longest * 0.01);
    Finding full = finding("full-gc");
    assertTrue(quantity(full, "full GCs") >= 10, full.summary());
    assertTrue(full.summary().contains("System.gc()"), full.summary());
  }

  @Test
  void aGcFindingOutranksNothingItShouldNot() {
    // GC findings are run-wide: their scope is the application's and they are never hidden.
    assertEquals(Scope.APPLICATION, finding("gc-overhead").scope());
    assertEquals("gc-overhead", finding("gc-overhead").key());
  }

  private static Finding finding(String ruleId) {
    return analysis.rankedFindings().stream()
        .filter(f -> f.ruleId().equals(ruleId))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + ruleId + " in " + analysis.rankedFindings()));
  }

  private static double quantity(Finding finding, String label) {
    return finding.evidence().stream()
        .filter(e -> e.label().equals(label))
        .mapToDouble(e -> e.quantity().value())
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + label + " in " + finding));
  }

  /** Each jdk.GarbageCollection event's sumOfPauses and longestPause, in ms, from the jfr tool. */
  static List<double[]> jfrPrintPauses(Path file) throws IOException, InterruptedException {
    Path jfr = Path.of(javaCommand()).resolveSibling("jfr");
    Assumptions.assumeTrue(Files.isExecutable(jfr), "no jfr tool beside " + javaCommand());
    Process process =
        new ProcessBuilder(
                jfr.toString(), "print", "--events", "jdk.GarbageCollection", file.toString())
            .redirectErrorStream(true)
            .start();
    String text = new String(process.getInputStream().readAllBytes());
    assertEquals(0, process.waitFor(), text);
    List<double[]> events = new ArrayList<>();
    for (String event : text.split("jdk.GarbageCollection \\{")) {
      Matcher matcher = DURATION.matcher(event);
      double[] pauses = new double[2];
      boolean found = false;
      while (matcher.find()) {
        pauses[matcher.group(1).equals("sumOfPauses") ? 0 : 1] = millis(matcher);
        found = true;
      }
      if (found) {
        events.add(pauses);
      }
    }
    return events;
  }

  private static double millis(Matcher matcher) {
    double value = Double.parseDouble(matcher.group(2));
    return switch (matcher.group(3)) {
      case "ns" -> value / 1e6;
      case "us" -> value / 1e3;
      case "ms" -> value;
      default -> value * 1e3;
    };
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
