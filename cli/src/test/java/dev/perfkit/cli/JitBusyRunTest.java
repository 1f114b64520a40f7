package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Severity;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.LoadResultsReader;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The jit-busy warning on real runs of the bundled server: a cold one measured after a 1 s warm-up
 * (the JIT still compiling), against one whose warm-up lasted until the JIT was idle. The count the
 * finding gives is checked against a plain count of the compilation log's task stamps inside the
 * load's measured window.
 */
class JitBusyRunTest {

  private static final Pattern JVM_START = Pattern.compile("<hotspot_log [^>]*time_ms='(\\d+)'");
  private static final Pattern TASK_STAMP = Pattern.compile("<task [^>]*stamp='([\\d.]+)'");

  @TempDir Path temp;

  @Test
  void aColdRunIsWarnedThatTheJitWasStillBusy() throws IOException {
    Path dir = run("cold", "--warmup", "1s");
    String all = findings(dir);
    Finding busy = jitBusy(dir).orElseThrow(() -> new AssertionError(all));
    assertEquals(Severity.INFO, busy.severity(), busy.summary());
    assertTrue(busy.suggestion().contains("--warmup-until-jit-idle"), busy.suggestion());
    long counted = plainCountInWindow(dir);
    assertEquals(counted, (long) busy.evidence().get(0).quantity().value(), busy.summary());
  }

  @Test
  void aRunWarmedUntilTheJitIsIdleIsNot() throws IOException {
    Path dir = run("idle", "--warmup", "1s", "--warmup-until-jit-idle");
    assertTrue(jitBusy(dir).isEmpty(), findings(dir));
  }

  /** WireMock, which nobody here wrote: Jetty, Jackson and its own matching, cold after 1 s. */
  @Test
  void aColdWireMockIsWarnedToo() throws IOException {
    int port = TestJvms.freePort();
    Path root = temp.resolve("wiremock-root");
    Files.createDirectories(root.resolve("mappings"));
    Files.writeString(
        root.resolve("mappings/hello.json"),
        """
        {"request": {"method": "GET", "urlPath": "/hello"},
         "response": {"status": 200, "jsonBody": {"greeting": "hello", "items": [1, 2, 3]}}}
        """);
    String jar = System.getProperty("perfkit.test.wiremock");
    assertTrue(jar != null && Files.isRegularFile(Path.of(jar)), "perfkit.test.wiremock: " + jar);
    Path dir =
        run(
            "wiremock",
            "--warmup",
            "1s",
            "--url",
            "http://127.0.0.1:" + port + "/hello",
            "--ready-port",
            Integer.toString(port),
            "--startup-timeout",
            "90s",
            "--",
            TestJvms.java(),
            "-jar",
            jar,
            "--port",
            Integer.toString(port),
            "--root-dir",
            root.toString(),
            "--disable-banner");
    String all = findings(dir);
    Finding busy = jitBusy(dir).orElseThrow(() -> new AssertionError(all));
    assertEquals(plainCountInWindow(dir), (long) busy.evidence().get(0).quantity().value());
  }

  private Path run(String name, String... warmup) {
    Path dir = temp.resolve(name);
    List<String> args =
        new ArrayList<>(
            List.of(
                "run",
                "--out",
                dir.toString(),
                "--events",
                "cpu",
                "--rate",
                "1000",
                "--duration",
                "4s",
                "--no-report"));
    args.addAll(List.of(warmup));
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    assertEquals(0, run.exitCode(), run.err());
    return dir;
  }

  private static Optional<Finding> jitBusy(Path dir) throws IOException {
    RunSummary summary = SummaryReader.read(dir.resolve("summary.json"));
    return summary.findings().stream().filter(f -> f.ruleId().equals("jit-busy")).findFirst();
  }

  private static String findings(Path dir) throws IOException {
    return SummaryReader.read(dir.resolve("summary.json")).findings().stream()
        .map(f -> f.ruleId() + " " + f.score() + ": " + f.summary())
        .toList()
        .toString();
  }

  /** Done tasks whose start stamp falls in a whole second of uptime inside the measured phase. */
  private static long plainCountInWindow(Path dir) throws IOException {
    String log = Files.readString(dir.resolve("logs/compilation.log"));
    Matcher start = JVM_START.matcher(log);
    assertTrue(start.find(), "no time_ms in the compilation log");
    long jvmStart = Long.parseLong(start.group(1));
    LoadResults load = LoadResultsReader.read(dir.resolve("load/results.json"));
    int firstMeasured =
        load.perSecond().stream()
            .filter(s -> s.phase().equals("measured"))
            .findFirst()
            .orElseThrow()
            .second();
    double from = (load.start().toEpochMilli() - jvmStart) / 1000.0 + firstMeasured;
    double to = (load.end().toEpochMilli() - jvmStart) / 1000.0;
    long fromSecond = (long) Math.ceil(from);
    long toSecond = (long) Math.floor(to);
    long count = 0;
    Matcher task = TASK_STAMP.matcher(log);
    while (task.find()) {
      double stamp = Double.parseDouble(task.group(1));
      // A task counts once done: the one in flight when the JVM stopped, which the log keeps in a
      // <fragment> without its task_done, is no compilation (docs/analyzers-logs.md), and a long
      // one can start inside the window (1,212 against 1,211 once).
      int done = log.indexOf("<task_done", task.end());
      int next = log.indexOf("<task ", task.end());
      boolean finished = done >= 0 && (next < 0 || done < next);
      if (finished && stamp >= fromSecond && stamp < toSecond) {
        count++;
      }
    }
    return count;
  }
}
