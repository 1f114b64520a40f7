package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.logs.PlainCounts;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import dev.perfkit.analyzers.summary.SummarySchema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One real {@code perfkit run} of the bundled server (real JVM, async-profiler, JFR, sockets),
 * shared by every assertion, with the numbers cross-checked against the JDK's {@code jfr} tool, the
 * server's own request count and plain counts over the logs.
 */
class RunCommandTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String[] EVENTS = {"cpu", "alloc", "wall", "lock"};

  @TempDir static Path temp;
  static Path dir;
  static String[] args;
  static CommandRun result;
  static JsonNode runJson;

  @BeforeAll
  static void runTheBundledServer() throws IOException {
    dir = temp.resolve("runs/hello");
    args =
        new String[] {
          "run",
          "--out",
          dir.toString(),
          "--scenario",
          "hello",
          "--duration",
          "6s",
          "--warmup",
          "0",
          "--events",
          "cpu,alloc,wall,lock"
        };
    result = CommandRun.of(args);
    runJson = JSON.readTree(dir.resolve("run.json").toFile());
  }

  @Test
  void exitsZeroAndSaysWhereTheRunIs() {
    assertEquals(0, result.exitCode(), result.err());
    assertTrue(result.out().contains("run complete: " + dir), result.out());
    assertTrue(result.out().matches("(?s).*OK [0-9,]+, KO 0, p99 [0-9.,]+ ms.*"), result.out());
  }

  @Test
  void theSummaryValidatesAndCarriesTheRunAndItsMetrics() throws IOException {
    Path file = dir.resolve("summary.json");
    SummarySchema.assertValid(file);
    RunSummary summary = SummaryReader.read(file);
    assertEquals("legacy", summary.run().variant());
    assertEquals(runJson.at("/jvm/version").asText(), summary.run().jvm().version());
    assertEquals(true, summary.run().complete());
    JsonNode load = JSON.readTree(dir.resolve("load/results.json").toFile());
    double lasted =
        java.time.Duration.between(
                    Instant.parse(load.get("start").asText()),
                    Instant.parse(load.get("end").asText()))
                .toMillis()
            / 1000.0;
    long requests = 0;
    long measuredSeconds = 0;
    for (JsonNode second : load.get("perSecond")) {
      requests += second.get("requests").asLong();
      boolean whole = second.get("second").asInt() + 1 <= lasted + 0.001;
      measuredSeconds += second.get("phase").asText().equals("measured") && whole ? 1 : 0;
    }
    assertEquals(measuredSeconds, summary.metric("throughput").spread().samples());
    // A cold 6 s load: the JIT compiled meanwhile, on its own threads, and the metric leaves it
    // out.
    double all = runJson.at("/target/cpuSecondsDuringLoad").asDouble();
    double compilers = runJson.at("/target/compilerCpuSecondsDuringLoad").asDouble();
    assertTrue(compilers > 0 && compilers < all, compilers + " of " + all);
    // The profilers' own work (their share of the CPU samples) is taken out of the process's.
    double profilers = summary.metric("profiler-cpu-share").value();
    assertTrue(profilers > 0 && profilers < 0.5, "profiler share " + profilers);
    assertEquals(
        (all * (1 - profilers) - compilers) * 1000 / requests,
        summary.metric("cpu-time-per-request").value(),
        1e-9);
    String gcLog = Files.readString(dir.resolve("logs/gc.log"));
    assertEquals(
        PlainCounts.matchingLines(gcLog, PlainCounts.PAUSE_LINE),
        (long) summary.metric("gc-pause-count").value());
  }

  @Test
  void printsTheMetricsHeadlineAndReadsNoCollapsedFileTwice() {
    assertTrue(result.out().contains("Metrics (interval: 95%"), result.out());
    assertTrue(result.out().matches("(?s).*\\n  throughput +[0-9,.]+ requests/s .*"), result.out());
    assertTrue(
        result.out().contains("not read: converted from profile.jfr, which gave the CPU profile"),
        result.out());
  }

  @Test
  void formatJsonPrintsOnlyTheSummaryOnStdout() throws IOException {
    Path out = temp.resolve("runs/json");
    CommandRun json =
        CommandRun.of(
            "run",
            "--out",
            out.toString(),
            "--events",
            "cpu",
            "--duration",
            "2s",
            "--warmup",
            "0",
            "--format",
            "json");
    assertEquals(0, json.exitCode(), json.err());
    JsonNode printed = JSON.readTree(json.out());
    assertEquals(JSON.readTree(out.resolve("summary.json").toFile()), printed);
    assertTrue(json.err().contains("run complete: " + out), json.err());
  }

  @Test
  void jsonWithFormatTextIsRefusedBeforeAnythingStarts() {
    Path out = temp.resolve("runs/contradiction");
    CommandRun refused =
        CommandRun.of("run", "--out", out.toString(), "--json", "--format", "text");
    assertEquals(ExitCode.USAGE, refused.exitCode());
    assertEquals(
        "perfkit: --json and --format text contradict each other (see 'perfkit run --help')\n",
        refused.err());
    assertFalse(Files.exists(out));
  }

  @Test
  void writesCollapsedStacksWithTheServersFramesForEachEvent() throws IOException {
    for (String event : List.of("cpu", "alloc", "wall")) {
      List<String> lines = collapsed(event);
      assertTrue(lines.size() > 0, event + " has no stacks");
      assertTrue(
          lines.stream().anyMatch(line -> line.contains("dev/perfkit/server")),
          event + " has no frame of the server");
      assertTrue(lines.get(0).matches(".+ [0-9]+"), "not collapsed: " + lines.get(0));
      String html = flameGraph(event);
      assertTrue(html.contains("perfkit/server/"), event + ".html has no frame of the server");
    }
  }

  /**
   * The server holds no lock on a request's path, so the lock profile of a run holds only what
   * contention chance gives (class loading, a pool's shutdown), possibly nothing, in which case
   * neither file is written. The attach test's contended program checks the lock samples' frames.
   */
  @Test
  void writesTheLockProfileOnlyWhenSomethingContended() throws IOException {
    boolean sampled = Files.exists(dir.resolve("stacks/lock.collapsed"));
    assertEquals(sampled, Files.exists(dir.resolve("flamegraphs/lock.html")));
    if (sampled) {
      assertTrue(collapsed("lock").stream().allMatch(line -> line.matches(".+ [0-9]+")));
      flameGraph("lock");
    }
  }

  /** An event's collapsed stacks; none when the event had no samples and so no file. */
  private static List<String> collapsed(String event) throws IOException {
    Path file = dir.resolve("stacks/" + event + ".collapsed");
    return Files.exists(file) ? Files.readAllLines(file) : List.of();
  }

  private static String flameGraph(String event) throws IOException {
    String html = Files.readString(dir.resolve("flamegraphs/" + event + ".html"));
    assertTrue(html.startsWith("<!DOCTYPE html>"), event + ".html is not a page");
    return html;
  }

  @Test
  void recordingsAreReadableByTheJdksJfrTool() throws Exception {
    String recording = TestJvms.jfrSummary(dir.resolve("recording.jfr"));
    assertTrue(TestJvms.summaryCount(recording, "jdk.CompilerInlining") > 0, recording);
    assertTrue(TestJvms.summaryCount(recording, "jdk.Compilation") > 0, recording);
    assertTrue(TestJvms.summaryCount(recording, "jdk.GCHeapSummary") > 0, recording);
    assertTrue(TestJvms.summaryCount(recording, "jdk.ObjectAllocationSample") > 0, recording);
    String profile = TestJvms.jfrSummary(dir.resolve("profile.jfr"));
    assertTrue(TestJvms.summaryCount(profile, "jdk.ExecutionSample") > 0, profile);
    assertTrue(TestJvms.summaryCount(profile, "profiler.WallClockSample") > 0, profile);
  }

  @Test
  void compilationLogIsMergedAndGcLogIsWritten() throws IOException {
    String log = Files.readString(dir.resolve("logs/compilation.log"));
    assertTrue(count(log, "<task ") > 0, "no <task> in the compilation log");
    assertTrue(log.strip().endsWith("</hotspot_log>"), "the log was not merged at exit");
    List<String> gc = Files.readAllLines(dir.resolve("logs/gc.log"));
    assertTrue(gc.stream().anyMatch(line -> line.matches("\\[[0-9.]+s\\]\\[info\\]\\[gc.*")));
    assertTrue(Files.readString(dir.resolve("logs/target.out")).contains("listening on"));
    assertFalse(Files.exists(dir.resolve("logs/target.err")), "empty, so absent");
    assertFalse(Files.exists(dir.resolve("logs/jfr-repository")), "perfkit removes the repository");
  }

  @Test
  void loadOkCountMatchesTheServersOwnCount() throws IOException {
    JsonNode results = JSON.readTree(dir.resolve("load/results.json").toFile());
    long ok = results.get("ok").asLong();
    Matcher stopped =
        Pattern.compile("stopped: handled ([0-9]+) requests")
            .matcher(Files.readString(dir.resolve("logs/target.out")));
    assertTrue(stopped.find(), "the server's stopped line is missing");
    assertTrue(ok > 0);
    assertEquals(Long.parseLong(stopped.group(1)), ok);
    assertEquals(ok, runJson.at("/target/handledRequests").asLong());
    assertEquals(0, results.get("ko").asLong());
    assertTrue(Files.size(dir.resolve("load/histogram.hlog")) > 0);
  }

  @Test
  void runJsonCountsTheStacksOfEachCollapsedFile() throws IOException {
    for (int i = 0; i < EVENTS.length; i++) {
      long lines = collapsed(EVENTS[i]).stream().filter(line -> !line.isBlank()).count();
      assertEquals(EVENTS[i], runJson.at("/profiling/events/" + i + "/name").asText());
      assertEquals(lines, runJson.at("/profiling/events/" + i + "/stacks").asLong(), EVENTS[i]);
    }
  }

  @Test
  void runJsonDescribesTheRun() {
    assertEquals(1, runJson.get("schemaVersion").asInt());
    assertEquals(BuildVersion.version(), runJson.get("perfkitVersion").asText());
    assertEquals("run", runJson.get("kind").asText());
    assertEquals(List.of(args), JSON.convertValue(runJson.get("commandLine"), List.class));
    assertTrue(runJson.get("complete").asBoolean());
    assertTrue(runJson.get("incompleteReason").isNull());
    assertEquals("bundled-server", runJson.at("/target/type").asText());
    assertEquals("hybrid", runJson.at("/target/configuration/mode").asText());
    assertEquals("legacy", runJson.at("/target/configuration/variant").asText());
    assertEquals(System.getProperty("java.version"), runJson.at("/jvm/version").asText());
    assertEquals(Runtime.getRuntime().availableProcessors(), runJson.at("/host/cpuCount").asInt());
    assertEquals(0, runJson.at("/target/exitCode").asInt(), "the server exits 0 on SIGTERM");
    assertTrue(runJson.at("/target/command").toString().contains("dev.perfkit.server.Main"));
    assertTrue(runJson.at("/target/cpuSecondsDuringLoad").asDouble() > 0.1, "the server worked");
    assertTrue(runJson.at("/target/cpuAfterWarmup").isNull(), "--warmup 0: the whole load counts");
    String agent = runJson.at("/target/jvmFlags/0").asText();
    assertTrue(agent.startsWith("-agentpath:") && agent.contains("=start,event=ctimer,"), agent);
    assertEquals("ctimer", runJson.at("/profiling/events/0/engine").asText());
    assertTrue(runJson.at("/profiling/events/1/engine").isNull(), "an engine only for cpu");
    assertTrue(runJson.get("start").asText().compareTo(runJson.get("end").asText()) < 0);
  }

  @Test
  void refusesToOverwriteANonEmptyDirectoryWithoutForce() {
    CommandRun again = CommandRun.of(args);
    assertEquals(2, again.exitCode());
    assertEquals(
        "perfkit: "
            + dir
            + ": directory exists and is not empty; use --force to overwrite it (see 'perfkit run"
            + " --help')",
        again.err().strip());
  }

  private static long count(String text, String needle) {
    return text.split(Pattern.quote(needle), -1).length - 1L;
  }
}
