package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.LoadResults.SecondSample;
import dev.perfkit.analyzers.summary.SummarySchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalyzeCommandTest {

  @TempDir Path dir;
  private Path run;

  @BeforeEach
  void writeRunWithSlowWarmup() throws Exception {
    run = dir.resolve("run");
    Files.createDirectories(run.resolve("load"));
    Files.writeString(run.resolve("run.json"), "{\"schemaVersion\":1,\"kind\":\"run\"}");
    Json.mapper().writeValue(run.resolve("load/results.json").toFile(), warmingUpLoad());
  }

  @Test
  void analyzesARunDirectoryAndWritesItsSummary() throws Exception {
    CommandRun result = CommandRun.of("analyze", run.toString());

    assertEquals(0, result.exitCode(), result.err());
    assertTrue(result.out().contains(" 1. INFO "), result.out());
    assertTrue(result.out().contains("slow-warmup"), result.out());
    assertTrue(result.out().contains("took 6 s of the 19 s load to settle"), result.out());
    JsonNode summary = Json.mapper().readTree(run.resolve("summary.json").toFile());
    assertEquals(2, summary.get("schemaVersion").asInt());
    assertEquals("slow-warmup", summary.at("/findings/0/ruleId").asText());
    assertEquals(19 + 1, summary.at("/sections/load/results/perSecond").size());
  }

  @Test
  void formatJsonAndTheJsonAliasPrintTheSameSummary() throws Exception {
    CommandRun format = CommandRun.of("analyze", "--format", "json", run.toString());
    CommandRun alias = CommandRun.of("analyze", "--json", run.toString());
    assertEquals(0, format.exitCode(), format.err());
    JsonNode printed = Json.mapper().readTree(format.out());
    SummarySchema.assertValid(printed);
    assertEquals(printed.get("metrics"), Json.mapper().readTree(alias.out()).get("metrics"));
  }

  @Test
  void textShowsTheMetricsHeadlineBeforeTheFindings() {
    CommandRun result = CommandRun.of("analyze", "--format", "text", run.toString());
    assertEquals(0, result.exitCode(), result.err());
    assertTrue(
        result
            .out()
            .startsWith(
                "Metrics (interval: 95%, from the samples named; docs/summary.md says how):\n"
                    + "  throughput             805 requests/s "),
        result.out());
  }

  @Test
  void anUnknownFormatIsAUsageError() {
    CommandRun result = CommandRun.of("analyze", "--format", "xml", run.toString());
    assertEquals(ExitCode.USAGE, result.exitCode());
    assertTrue(result.err().contains("unknown format 'xml': use text, json or html"), result.err());
  }

  @Test
  void aFormatAnalyzeDoesNotOfferIsAUsageErrorNamingTheOffered() {
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: Invalid value for option '--format': this command does not offer format"
            + " 'markdown': use text, json or html",
        "analyze",
        "--format",
        "markdown",
        run.toString());
    assertTrue(OutputGoldenTest.help("analyze").contains("one of: text, json, html."));
  }

  @Test
  void jsonWithFormatTextIsAUsageError() {
    CommandRun result = CommandRun.of("analyze", "--json", "--format", "text", run.toString());
    assertEquals(ExitCode.USAGE, result.exitCode());
    assertEquals(
        "perfkit: --json and --format text contradict each other (see 'perfkit analyze --help')\n",
        result.err());
  }

  @Test
  void jsonPrintsTheSameSummary() throws Exception {
    CommandRun result = CommandRun.of("analyze", "--json", run.toString());

    assertEquals(0, result.exitCode(), result.err());
    JsonNode printed = Json.mapper().readTree(result.out());
    JsonNode written = Json.mapper().readTree(run.resolve("summary.json").toFile());
    assertEquals(written.get("findings"), printed.get("findings"));
  }

  @Test
  void filesWithoutOutPrintButWriteNothing() throws Exception {
    CommandRun result = CommandRun.of("analyze", run.resolve("load/results.json").toString());

    assertEquals(0, result.exitCode(), result.err());
    assertFalse(Files.exists(run.resolve("load/summary.json")));
    assertFalse(result.out().contains("Summary written"), result.out());
  }

  @Test
  void aTopBelowOneIsAUsageErrorThatPointsToTheHelp() {
    CommandRun.assertRefused(
        ExitCode.USAGE,
        "perfkit: --top must be at least 1, was 0 (see 'perfkit analyze --help')",
        "analyze",
        "--top",
        "0",
        run.toString());
  }

  @Test
  void aMissingFileIsOneLineAndExitOne() {
    Path missing = dir.resolve("missing.jfr");
    CommandRun result = CommandRun.of("analyze", missing.toString());
    assertEquals(ExitCode.FAILURE, result.exitCode());
    assertEquals("perfkit: " + missing + ": no such file\n", result.err());
  }

  @Test
  void aJdk8RecordingIsRefusedInOneLineNamingItsFormat() throws Exception {
    // The start of a format 0.9 chunk header: magic, major 0, minor 9, then the chunk's size.
    byte[] header = {'F', 'L', 'R', 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 68};
    Path old = Files.write(dir.resolve("jdk8.jfr"), java.util.Arrays.copyOf(header, 256));

    CommandRun result = CommandRun.of("analyze", old.toString());

    assertEquals(ExitCode.FAILURE, result.exitCode());
    assertEquals(
        "perfkit: "
            + old
            + ": JFR file format 0.9 (Oracle JDK 7 and 8), which perfkit cannot read: open it in"
            + " JDK Mission Control, or record again on JDK 11 or later\n",
        result.err());
  }

  @Test
  void aRecordingWithNothingToAnalyzeSaysWhatItHolds() throws Exception {
    Path jfr = dir.resolve("flags.jfr");
    try (jdk.jfr.Recording recording = new jdk.jfr.Recording()) {
      recording.enable("jdk.JVMInformation");
      recording.start();
      recording.stop();
      recording.dump(jfr);
    }

    CommandRun result = CommandRun.of("analyze", jfr.toString());

    assertEquals(0, result.exitCode(), result.err());
    assertTrue(
        oneLine(result.out())
            .contains(
                jfr
                    + ": JFR recording (nothing to analyze: no execution samples, allocations,"
                    + " locks, GC or compilations; its most frequent events are"
                    + " jdk.JVMInformation "),
        result.out());
  }

  @Test
  void anOutThatIsAFileSaysItIsNotADirectory() throws Exception {
    Path file = Files.writeString(dir.resolve("analysis"), "not a directory");
    CommandRun result =
        CommandRun.of(
            "analyze", "--out", file.toString(), run.resolve("load/results.json").toString());
    assertEquals(ExitCode.USAGE, result.exitCode());
    assertEquals(
        "perfkit: " + file + ": exists and is not a directory (see 'perfkit analyze --help')\n",
        result.err());
    assertEquals("not a directory", Files.readString(file));
  }

  @Test
  void aDeviceOrPipeIsNotAFile() {
    CommandRun result = CommandRun.of("analyze", "/dev/null");
    assertEquals(ExitCode.FAILURE, result.exitCode());
    assertEquals(
        "perfkit: /dev/null: not a regular file (a device, pipe or socket); save it to a file"
            + " first\n",
        result.err());
  }

  @Test
  void aFileOfNoKnownKindIsOneLineAndExitOne() throws Exception {
    Path notes = Files.writeString(dir.resolve("notes.txt"), "just some text\n");
    CommandRun result = CommandRun.of("analyze", notes.toString());
    assertEquals(ExitCode.FAILURE, result.exitCode());
    assertTrue(result.err().startsWith("perfkit: " + notes + ": not a kind of file"), result.err());
    assertEquals(1, result.err().lines().count(), result.err());
  }

  @Test
  void aDirectoryThatIsNotARunIsRejected() throws Exception {
    Path plain = Files.createDirectories(dir.resolve("plain"));
    CommandRun result = CommandRun.of("analyze", plain.toString());
    assertEquals(ExitCode.FAILURE, result.exitCode());
    assertEquals(
        "perfkit: "
            + plain
            + ": not a perfkit run directory (it has no run.json); pass its files"
            + " instead\n",
        result.err());
  }

  @Test
  void aBrokenFileInARunIsReportedNotFatal() throws Exception {
    Files.createDirectories(run.resolve("logs"));
    Files.writeString(run.resolve("logs/gc.log"), "");
    CommandRun result = CommandRun.of("analyze", run.toString());
    assertEquals(0, result.exitCode(), result.err());
    assertTrue(
        oneLine(result.out())
            .contains("gc.log: skipped (" + run.resolve("logs/gc.log") + ": file is empty)"),
        result.out());
  }

  private static LoadResults warmingUpLoad() {
    List<SecondSample> series = new ArrayList<>();
    for (int second = 0; second < 20; second++) {
      long requests = second < 6 ? 100 * (second + 1) : 1000;
      series.add(
          new SecondSample(second, "measured", requests, requests, 0, 1, second < 6 ? 40 : 4));
    }
    Instant start = Instant.parse("2026-11-20T10:00:00Z");
    return new LoadResults(
        1,
        "hello",
        "closed",
        8,
        0,
        start,
        start.plusSeconds(20),
        true,
        17100,
        17100,
        0,
        null,
        new LoadResults.Latency(1, 2, 5, 9, 60, 1.2),
        series,
        "histogram.hlog");
  }

  /** The output with its wrapped lines joined: the terminal breaks lines between words only. */
  private static String oneLine(String text) {
    return text.replaceAll("\\s+", " ");
  }
}
