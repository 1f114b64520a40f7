package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.history.store.TestPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code perfkit history record} and {@code show} on a real repeat set of the bundled server, the
 * stored rows checked with plain SQL and JSON reading, 4 real record processes at once, and every
 * bad input's one line.
 */
class HistoryCommandTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  @Test
  void aRealRepeatSetIsRecordedWithEachRunsValueAndShown() throws Exception {
    Path set = SetRuns.of("optimized");
    String db = dir.resolve("history.db").toString();
    CommandRun recorded =
        CommandRun.of("history", "record", set.toString(), "--commit", "c0ffee1", "--db", db);
    assertEquals(0, recorded.exitCode(), recorded.err());
    JsonNode summary = JSON.readTree(set.resolve("summary.json").toFile());
    int finite = 0;
    for (JsonNode metric : summary.get("metrics")) {
      finite += Double.isFinite(metric.get("value").asDouble()) ? 1 : 0;
    }
    assertTrue(
        recorded.out().startsWith("recorded " + finite + " metrics of " + set + " (4 runs)"),
        recorded.out());
    try (Connection sql = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement statement = sql.createStatement();
        ResultSet rows =
            statement.executeQuery(
                "SELECT COUNT(*), MIN(runs) FROM perfkit_values, perfkit_records")) {
      rows.next();
      assertEquals(finite, rows.getInt(1));
      assertEquals(SetRuns.REPEATS, rows.getInt(2));
    }

    CommandRun json =
        CommandRun.of("history", "show", "--db", db, "--format", "json", "--metric", "throughput");
    assertEquals(0, json.exitCode(), json.err());
    JsonNode point = JSON.readTree(json.out()).get("series").get(0).get("points").get(0);
    JsonNode throughput = metric(summary, "throughput");
    assertEquals("c0ffee1", point.get("commit").asText());
    assertEquals(throughput.get("value").asDouble(), point.get("value").asDouble());
    assertEquals(throughput.get("spread").get("values"), point.get("runValues"));
    assertEquals(SetRuns.REPEATS, point.get("runValues").size());

    CommandRun text = CommandRun.of("history", "show", "--db", db);
    assertEquals(0, text.exitCode(), text.err());
    assertTrue(text.out().contains("throughput (requests/s, higher is better)"), text.out());
    assertTrue(text.out().lines().allMatch(line -> line.length() <= 100), text.out());
    assertTrue(text.out().contains("c0ffee1"), text.out());
    CommandRun markdown = CommandRun.of("history", "show", "--db", db, "--format", "markdown");
    assertTrue(
        markdown.out().contains("| recorded (UTC) | commit | value | runs | range |"),
        markdown.out());
  }

  @Test
  void fourRecordProcessesAtOnceLoseNoEntryOnAFileAndOnPostgresql() throws Exception {
    Path set = SetRuns.of("optimized");
    assertFourProcessesRecord(set, dir.resolve("shared/history.db").toString());
    try (TestPostgres server = TestPostgres.start()) {
      assertFourProcessesRecord(set, server.newDatabase());
    }
  }

  private void assertFourProcessesRecord(Path set, String db) throws Exception {
    List<Process> jobs = new ArrayList<>();
    for (int job = 0; job < 4; job++) {
      jobs.add(
          perfkit(
              dir.resolve("job" + job + ".err"),
              "history",
              "record",
              set.toString(),
              "--commit",
              "job" + job,
              "--db",
              db));
    }
    for (int job = 0; job < 4; job++) {
      assertTrue(jobs.get(job).waitFor(180, TimeUnit.SECONDS));
      assertEquals(
          0, jobs.get(job).exitValue(), Files.readString(dir.resolve("job" + job + ".err")));
    }
    CommandRun shown =
        CommandRun.of(
            "history", "show", "--db", db, "--format", "json", "--metric", "cpu-time-per-request");
    JsonNode points = JSON.readTree(shown.out()).get("series").get(0).get("points");
    List<String> commits = new ArrayList<>();
    points.forEach(point -> commits.add(point.get("commit").asText()));
    assertEquals(List.of("job0", "job1", "job2", "job3"), commits.stream().sorted().toList());
  }

  /**
   * Five duets, the fourth and fifth beside another reference and 6% dearer: the fourth point is
   * said to have run otherwise, in show's text and Markdown and changes' text and JSON, and the
   * regression found there to have come with it, since the step may be the reference's.
   */
  @Test
  void aPointBesideAnotherReferenceIsSaidToHaveRunOtherwise() throws Exception {
    String db = dir.resolve("refs.db").toString();
    String[] references = {"reference 1.0", "reference 1.0", "reference 1.0", "reference 1.1"};
    double[] candidateCpu = {1.50, 1.52, 1.51, 1.60, 1.61};
    for (int i = 0; i < candidateCpu.length; i++) {
      Path duet = Files.createDirectories(dir.resolve("duet-" + i));
      Files.writeString(
          duet.resolve("duet.json"),
          duetJson(references[Math.min(i, references.length - 1)], candidateCpu[i]));
      CommandRun recorded =
          CommandRun.of("history", "record", duet.toString(), "--commit", "c" + i, "--db", db);
      assertEquals(0, recorded.exitCode(), recorded.err());
    }
    CommandRun show =
        CommandRun.of(
            "history", "show", "--metric", "cpu-time-per-request/vs-reference", "--db", db);
    assertEquals(0, show.exitCode(), show.err());
    String note =
        "#4 (c3) ran otherwise than #3 (reference 'reference 1.0' -> 'reference 1.1'): a step"
            + " there may be that, not the commit.";
    // Wrapped within 100 columns, with a hanging indent.
    assertTrue(show.out().replace("\n      ", " ").contains("\n  " + note + "\n"), show.out());
    assertEquals(1, show.out().split("ran otherwise", -1).length - 1, show.out());
    CommandRun markdown = CommandRun.of("history", "show", "--format", "markdown", "--db", db);
    assertTrue(markdown.out().contains("\n- " + note + "\n"), markdown.out());

    // The step comes with the reference: found at #4 and said to have come with it.
    CommandRun text = CommandRun.of("history", "changes", "--db", db);
    assertEquals(ExitCode.REGRESSION, text.exitCode(), text.out() + text.err());
    assertTrue(
        text.out()
            .contains(
                "  cpu-time-per-request/vs-reference at c3 +6.3% [+4.9%, +7.7%]\n"
                    + "    where it also ran otherwise than the point before (see above)\n"),
        text.out());
    text.out().lines().forEach(line -> assertTrue(line.length() <= 100, line));
    CommandRun changes = CommandRun.of("history", "changes", "--format", "json", "--db", db);
    assertEquals(ExitCode.REGRESSION, changes.exitCode(), changes.err());
    for (JsonNode metric : JSON.readTree(changes.out()).path("metrics")) {
      JsonNode noted = metric.path("configurationChanges");
      assertEquals(1, noted.size(), metric.toString());
      assertEquals(3, noted.get(0).path("index").asInt());
      JsonNode setting = noted.get(0).path("settings").get(0);
      assertEquals("reference", setting.path("setting").asText(), metric.toString());
      assertEquals("reference 1.0", setting.path("before").asText());
      assertEquals("reference 1.1", setting.path("after").asText());
    }
  }

  /**
   * A duet of 2 rounds beside {@code reference}, as perfkit duet writes it: 30,000 requests a side,
   * 1.5 s of CPU time the reference's and {@code candidateCpu} the candidate's.
   */
  private static String duetJson(String reference, double candidateCpu) {
    String round =
        "{\"round\": %d, \"baselineFirst\": %b, \"warmupSeconds\": 5, \"measuredSeconds\": 12,"
            + " \"baseline\": {\"port\": 1, \"requests\": 30000, \"cpuSeconds\": 1.5,"
            + " \"compilerCpuSeconds\": 0, \"servingCpuSeconds\": 1.4, \"allocatedBytes\": 3e8,"
            + " \"allocationRequests\": 30000}, \"candidate\": {\"port\": 2, \"requests\": 30000,"
            + " \"cpuSeconds\": %s, \"compilerCpuSeconds\": 0, \"servingCpuSeconds\": 1.43,"
            + " \"allocatedBytes\": 3e8, \"allocationRequests\": 30000}, \"notes\": []}";
    return "{\"schemaVersion\": 1, \"baseline\": \""
        + reference
        + "\", \"candidate\": \"build\", \"settings\": {\"rounds\": 2, \"warmupSeconds\": 3,"
        + " \"measuredSeconds\": 12, \"ratePerTarget\": 2500, \"connections\": 16,"
        + " \"urlPath\": \"/hello\"}, \"complete\": true, \"rounds\": ["
        + String.format(Locale.ROOT, round, 1, true, candidateCpu)
        + ", "
        + String.format(Locale.ROOT, round, 2, false, candidateCpu)
        + "]}";
  }

  @Test
  void eachBadInputGetsOneLineAndItsExitCode() throws Exception {
    Path run = Files.createDirectories(dir.resolve("unanalyzed"));
    Files.writeString(run.resolve("run.json"), "{}");
    assertOneLine(
        1,
        run + ": no summary.json (run 'perfkit analyze " + run + "' first)",
        "history",
        "record",
        run.toString(),
        "--commit",
        "abc",
        "--db",
        dir.resolve("h.db").toString());

    // A duet that never served both sides, and a duet.json cut short: nothing to record.
    Path silent = Files.createDirectories(dir.resolve("silent-duet"));
    Files.writeString(
        silent.resolve("duet.json"),
        "{\"schemaVersion\": 1, \"baseline\": \"ref\", \"candidate\": \"new\", \"rounds\": [{"
            + "\"round\": 1, \"baseline\": {\"requests\": 0, \"cpuSeconds\": 0.1},"
            + " \"candidate\": {\"requests\": 0, \"cpuSeconds\": 0.1},"
            + " \"intervals\": [], \"notes\": [\"both sides failed to start\"]}]}");
    assertOneLine(
        1,
        silent + ": no round of the duet measured both sides (duet.json)",
        "history",
        "record",
        silent.toString(),
        "--commit",
        "abc",
        "--db",
        dir.resolve("h.db").toString());
    Path cut = Files.createDirectories(dir.resolve("cut-duet"));
    Files.writeString(cut.resolve("duet.json"), "{\"schemaVersion\": 1, \"rounds\": [{\"round\"");
    CommandRun truncated =
        CommandRun.of(
            "history",
            "record",
            cut.toString(),
            "--commit",
            "abc",
            "--db",
            dir.resolve("h.db").toString());
    assertEquals(1, truncated.exitCode(), truncated.err());
    assertTrue(
        truncated.err().startsWith("perfkit: " + cut.resolve("duet.json") + ": not a duet record:"),
        truncated.err());
    assertEquals(1, truncated.err().lines().count(), truncated.err());

    Path notes = Files.writeString(dir.resolve("notes.txt"), "not a database");
    Path summary = SetRuns.of("optimized").resolve("summary.json");
    assertOneLine(
        1,
        notes + ": not a SQLite database, so not a perfkit history",
        "history",
        "record",
        summary.toString(),
        "--commit",
        "abc",
        "--db",
        notes.toString());

    int closed;
    try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
      closed = socket.getLocalPort();
    }
    String refused = "jdbc:postgresql://127.0.0.1:" + closed + "/perf";
    assertOneLine(
        1,
        refused + ": cannot connect: Connection to 127.0.0.1:" + closed + " refused",
        "history",
        "show",
        "--db",
        refused + "?user=ci&password=secret");

    assertOneLine(
        2,
        "unsupported database URL 'jdbc:mysql://db/perf': use a file path, jdbc:sqlite:FILE"
            + " or jdbc:postgresql://HOST[:PORT]/DATABASE (see 'perfkit history show --help')",
        "history",
        "show",
        "--db",
        "jdbc:mysql://db/perf");
    assertOneLine(
        2,
        "unknown metric 'speed' (docs/summary.md lists them) (see 'perfkit history show --help')",
        "history",
        "show",
        "--metric",
        "speed",
        "--db",
        dir.resolve("h.db").toString());
    Path absent = dir.resolve("absent.db");
    assertOneLine(
        1,
        absent + ": no such history (record a run into it first: perfkit history record)",
        "history",
        "show",
        "--db",
        absent.toString());
  }

  private static void assertOneLine(int exitCode, String line, String... args) {
    CommandRun result = CommandRun.of(args);
    assertEquals(exitCode, result.exitCode(), result.err());
    assertEquals("perfkit: " + line + "\n", result.err());
    assertEquals("", result.out());
  }

  private static JsonNode metric(JsonNode summary, String id) {
    for (JsonNode metric : summary.get("metrics")) {
      if (metric.get("id").asText().equals(id)) {
        return metric;
      }
    }
    throw new AssertionError("no metric " + id);
  }

  /** perfkit as its own JVM, as a CI job starts it. */
  private static Process perfkit(Path errors, String... args) throws Exception {
    List<String> command =
        new ArrayList<>(
            List.of(
                ProcessHandle.current().info().command().orElseThrow(),
                "--enable-native-access=ALL-UNNAMED",
                // A short command: the JIT's top tier would only cost the loaded machine time.
                "-XX:TieredStopAtLevel=1",
                "-cp",
                System.getProperty("java.class.path"),
                PerfkitMain.class.getName()));
    command.addAll(List.of(args));
    return new ProcessBuilder(command)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(errors.toFile())
        .start();
  }
}
