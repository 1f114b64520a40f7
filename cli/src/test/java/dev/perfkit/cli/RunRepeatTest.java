package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.run.RunRecordFile;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One real {@code perfkit run --repeat 2} of the bundled server, kept short (2 s of load, the CPU
 * event alone): the set's layout, a fresh JVM per repeat, and a summary whose metrics hold the
 * repeats' own values.
 */
class RunRepeatTest {

  @TempDir static Path temp;
  static Path dir;
  static CommandRun result;

  @BeforeAll
  static void runTwice() {
    dir = temp.resolve("runs/set");
    result =
        CommandRun.of(
            "run",
            "--out",
            dir.toString(),
            "--repeat",
            "2",
            "--duration",
            "2s",
            "--warmup",
            "0",
            "--events",
            "cpu");
  }

  @Test
  void exitsZeroAndSaysEachRepeatsProgress() {
    assertEquals(0, result.exitCode(), result.err());
    assertTrue(result.err().contains("perfkit: repeat 1 of 2: starting the target"), result.err());
    assertTrue(result.err().contains("perfkit: repeat 2 of 2: complete (OK "), result.err());
    assertTrue(result.out().contains("run complete: " + dir), result.out());
    assertTrue(result.out().matches("(?s).*throughput .*, n=2\\).*"), result.out());
  }

  @Test
  void eachRepeatIsAWholeRunOfItsOwnJvm() throws IOException {
    RunRecord first = RunRecordFile.read(dir.resolve("repeats/1/run.json"));
    RunRecord second = RunRecordFile.read(dir.resolve("repeats/2/run.json"));
    assertNotEquals(first.target().pid(), second.target().pid());
    for (String repeat : List.of("repeats/1", "repeats/2")) {
      Path root = dir.resolve(repeat);
      for (String file :
          List.of(
              "profile.jfr",
              "recording.jfr",
              "logs/gc.log",
              "logs/compilation.log",
              "load/results.json",
              "stacks/cpu.collapsed",
              "flamegraphs/cpu.html",
              "summary.json")) {
        assertTrue(Files.isRegularFile(root.resolve(file)), root.resolve(file).toString());
      }
    }
  }

  @Test
  void theSetsRunJsonRecordsTheRepeats() throws IOException {
    RunRecord set = RunRecordFile.read(dir.resolve("run.json"));
    assertEquals(new RunRecord.Repeats(2, 2, List.of(1, 2)), set.repeats());
    assertTrue(set.complete());
    RunRecord first = RunRecordFile.read(dir.resolve("repeats/1/run.json"));
    assertEquals(first.target(), set.target());
    assertFalse(Files.exists(dir.resolve("logs")));
    assertFalse(Files.exists(dir.resolve("load")));
  }

  @Test
  void theSetsStacksAreTheRepeatsLinesMerged() throws IOException {
    long lines =
        Files.readAllLines(dir.resolve("repeats/1/stacks/cpu.collapsed")).size()
            + Files.readAllLines(dir.resolve("repeats/2/stacks/cpu.collapsed")).size();
    assertEquals(lines, Files.readAllLines(dir.resolve("stacks/cpu.collapsed")).size());
  }

  @Test
  void theSetsReportSaysItsGraphMergesTheRepeatsAndItsTablesAreTheFirsts() throws IOException {
    String report = Files.readString(dir.resolve("report.html"));
    assertTrue(
        report.contains(
            "The graph draws the stacks of every repeat, merged; the total and the tables are the"
                + " first repeat&#39;s ("),
        report.substring(0, Math.min(report.length(), 2000)));
  }

  @Test
  void everyMetricOfTheSetHoldsTheRepeatsOwnValues() throws IOException {
    RunSummary set = SummaryReader.read(dir.resolve("summary.json"));
    RunSummary first = SummaryReader.read(dir.resolve("repeats/1/summary.json"));
    RunSummary second = SummaryReader.read(dir.resolve("repeats/2/summary.json"));
    assertTrue(set.metric("throughput") != null, set.metrics().toString());
    for (Metric metric : set.metrics()) {
      Metric one = first.metric(metric.id());
      Metric two = second.metric(metric.id());
      if (one == null || two == null) {
        continue; // a per-method CPU share need not be in the top 5 of both
      }
      assertEquals(List.of(one.value(), two.value()), metric.spread().values(), metric.id());
      assertEquals((one.value() + two.value()) / 2, metric.value(), 1e-9, metric.id());
      assertEquals(2, metric.spread().samples(), metric.id());
    }
  }

  @Test
  void analyzeReaggregatesTheSet() throws IOException {
    Files.delete(dir.resolve("repeats/2/summary.json"));
    CommandRun again = CommandRun.of("analyze", dir.toString());
    assertEquals(0, again.exitCode(), again.err());
    assertTrue(Files.isRegularFile(dir.resolve("repeats/2/summary.json")));
    RunSummary set = SummaryReader.read(dir.resolve("summary.json"));
    assertEquals(2, set.metric("throughput").spread().values().size());
  }

  @Test
  void aRepeatBelowOneIsAUsageError() {
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: --repeat must be 1 or more, was 0",
        "run",
        "--out",
        temp.resolve("never").toString(),
        "--repeat",
        "0");
  }
}
