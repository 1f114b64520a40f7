package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code perfkit run} when things go wrong: bad arguments (one line, exit 2, nothing created), a
 * target that cannot start or dies (exit 4, files kept, run.json incomplete), and Ctrl-C (exit 130,
 * files kept).
 */
class RunFailuresTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path temp;

  @Test
  void rejectsAUrlThatIsNotHttp() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: --url: URL 'ftp://127.0.0.1/': not an http:// URL (expected http://HOST:PORT/)",
        "--url",
        "ftp://127.0.0.1/",
        "--",
        "java",
        "-version");
  }

  @Test
  void rejectsACommandThatIsNotJava() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: 'python3' is not a java launcher: the command after -- must start with java"
            + " (perfkit inserts its JVM flags right after it)",
        "--url",
        "http://127.0.0.1:9/",
        "--",
        "python3",
        "x.py");
  }

  @Test
  void rejectsAnUnknownEvent() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: --events: unknown event 'heap'; choose from cpu, alloc, wall, lock, none",
        "--events",
        "cpu,heap");
  }

  @Test
  void rejectsABadEventSettingOrAnEmptyListBeforeAnythingStarts() {
    assertRefused(
        2,
        "perfkit: --events: 'cpu=0ms': the cpu interval must be a whole number above 0 with a"
            + " unit: ns, us, ms or s (cpu=10ms)",
        "--events",
        "cpu=0ms");
    assertRefused(
        2,
        "perfkit: --events: 'alloc=1q': the allocation interval must be a whole number above 0 of"
            + " bytes, optionally with a unit: k, m or g (powers of 1024) (alloc=512k)",
        "--events",
        "alloc=1q");
    assertRefused(
        2,
        "perfkit: --events: the list is empty; give cpu, alloc, wall, lock or none",
        "--events",
        "");
  }

  @Test
  void rejectsABadServerOptionBeforeTheServerStarts() {
    assertRefused(
        2, "perfkit: --port: '99999' is not a whole number from 0 to 65535", "--port", "99999");
    assertRefused(2, "perfkit: --port: '-1' is not a whole number from 0 to 65535", "--port", "-1");
    assertRefused(
        2,
        "perfkit: --thread-pool-size: '0' is not a whole number from 1 to 10000",
        "--thread-pool-size",
        "0");
    assertRefused(
        2, "perfkit: --bind: 'nosuch.invalid' is not a known address", "--bind", "nosuch.invalid");
    assertRefused(
        2,
        "perfkit: --idle-timeout-ms: '0' is not a whole number from 1 to 3600000",
        "--idle-timeout-ms",
        "0");
  }

  @Test
  void rejectsAMissingOrBadServerConfigFileAsBadInput() throws Exception {
    Path missing = temp.resolve("missing.properties");
    assertRefused(
        1, "perfkit: " + missing + ": no such file", "--server-config", missing.toString());
    assertRefused(1, "perfkit: " + temp + ": is a directory", "--server-config", temp.toString());
    Path garbage = Files.writeString(temp.resolve("garbage.properties"), "colour=blue\n");
    assertRefused(
        1, "perfkit: " + garbage + ": unknown key 'colour'", "--server-config", garbage.toString());
  }

  /**
   * {@code perfkit run --out DIR options} exits with {@code exitCode} and {@code message} alone,
   * having started and written nothing.
   */
  private void assertRefused(int exitCode, String message, String... options) {
    Path out = temp.resolve("refused");
    List<String> args = new ArrayList<>(List.of("run", "--out", out.toString()));
    args.addAll(List.of(options));
    CommandRun.assertRefused(exitCode, message, args.toArray(String[]::new));
    assertFalse(Files.exists(out));
  }

  @Test
  void rejectsAnUnknownCpuEngine() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: --cpu-engine: unknown engine 'hpet'; choose ctimer, perf or itimer",
        "--cpu-engine",
        "hpet");
  }

  @Test
  void readsTheTimeoutsLikeTheLoadDurations() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: Invalid value for option '--startup-timeout': invalid duration '60': expected a"
            + " number and a unit, like 500ms, 10s or 2m (see 'perfkit run --help')",
        "--startup-timeout",
        "60");
  }

  @Test
  void rejectsZeroTimeoutsAndReadyPortsOutOfRangeBeforeStarting() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: Invalid value for option '--startup-timeout': invalid duration '0': must be"
            + " above 0 (see 'perfkit run --help')",
        "--startup-timeout",
        "0");
    assertRefused(
        ExitCode.USAGE,
        "perfkit: Invalid value for option '--stop-timeout': invalid duration '0': must be above 0"
            + " (see 'perfkit run --help')",
        "--stop-timeout",
        "0");
    String[] command = {"--url", "http://127.0.0.1:9/", "--", TestJvms.java(), "-version"};
    assertRefused(
        ExitCode.USAGE,
        "perfkit: --ready-port must be between 1 and 65535, was 0",
        concat(new String[] {"--ready-port", "0"}, command));
    assertRefused(
        ExitCode.USAGE,
        "perfkit: --ready-port must be between 1 and 65535, was 70000",
        concat(new String[] {"--ready-port", "70000"}, command));
  }

  @Test
  void aDurationTooLongForALongIsAUsageErrorNotABug() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: Invalid value for option '--duration': invalid duration '9999999999h': too long"
            + " (at most 8760h) (see 'perfkit run --help')",
        "--duration",
        "9999999999h");
  }

  @Test
  void anUnparsableUrlIsOneLineWithoutTheJavaException() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: Invalid value for option '--url': URL 'http://': expected authority at index 7"
            + " (see 'perfkit run --help')",
        "--url",
        "http://",
        "--",
        "java",
        "-version");
  }

  @Test
  void refusesAnEmptyOut() {
    CommandRun result = CommandRun.of("run", "--out", "", "--force");
    assertEquals(ExitCode.USAGE, result.exitCode());
    assertEquals(
        "perfkit: Invalid value for option '--out': the run directory must not be empty (see"
            + " 'perfkit run --help')\n",
        result.err());
  }

  /** --force once emptied whatever --out named, the current directory or a home included. */
  @Test
  void forceLeavesADirectoryThatIsNotARunAsItIs() throws Exception {
    Path home = Files.createDirectories(temp.resolve("home"));
    Files.writeString(home.resolve("important.txt"), "keep me");
    CommandRun result =
        CommandRun.of("run", "--out", home.toString(), "--force", "--events", "none");
    assertEquals(ExitCode.USAGE, result.exitCode(), result.err());
    assertEquals(
        "perfkit: "
            + home
            + ": not a perfkit run directory (it has no run.json); --force only overwrites earlier"
            + " runs (see 'perfkit run --help')\n",
        result.err());
    assertEquals(List.of(home.resolve("important.txt")), TestJvms.list(home));
    assertEquals("keep me", Files.readString(home.resolve("important.txt")));
  }

  @Test
  void aRunDirectoryThatCannotBeCreatedIsBadInputInOneLine() {
    CommandRun result = CommandRun.of("run", "--out", "/proc/perfkit-test-run");
    assertEquals(ExitCode.FAILURE, result.exitCode());
    assertEquals(
        "perfkit: /proc/perfkit-test-run: cannot prepare the run directory: no such file or"
            + " directory\n",
        result.err());
  }

  @Test
  void refusesAReadyPortThatIsTakenBeforeTheTargetStarts() throws Exception {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Path out = temp.resolve("taken");
      CommandRun result =
          CommandRun.of(
              "run",
              "--out",
              out.toString(),
              "--events",
              "none",
              "--url",
              "http://127.0.0.1:" + taken.getLocalPort() + "/",
              "--",
              TestJvms.java(),
              "-version");
      assertEquals(4, result.exitCode(), result.err());
      assertTrue(
          oneLine(result.err())
              .contains("port " + taken.getLocalPort() + " already accepts connections"),
          result.err());
      JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
      assertFalse(run.get("complete").asBoolean());
      assertTrue(run.get("end").isTextual(), run.toString());
      // The target never started: no logs, no load, and their directories are absent, not empty.
      assertFalse(Files.exists(out.resolve("logs")));
      assertFalse(Files.exists(out.resolve("load")));
    }
  }

  @Test
  void rejectsAUrlPortOutOfRangeBeforeStartingTheTarget() {
    assertRefused(
        ExitCode.USAGE,
        "perfkit: --url: URL 'http://127.0.0.1:99999/': port 99999 is out of range (1-65535)",
        "--url",
        "http://127.0.0.1:99999/",
        "--",
        "java");
  }

  @Test
  void rejectsAHostThatDoesNotResolveBeforeStartingTheTarget() {
    assertRefused(
        ExitCode.FAILURE,
        "perfkit: --url: URL 'http://nosuchhost.invalid:18080/': unknown host"
            + " 'nosuchhost.invalid'",
        "--url",
        "http://nosuchhost.invalid:18080/",
        "--",
        TestJvms.java(),
        "-version");
  }

  @Test
  void marksARunIncompleteWhenNoRequestSucceeds() throws Exception {
    Path out = temp.resolve("wrong-port");
    int wrongPort = TestJvms.freePort(); // the target listens on another, of the kernel's choosing
    CommandRun result =
        CommandRun.of(
            "run",
            "--out",
            out.toString(),
            "--events",
            "none",
            "--requests",
            "40",
            "--warmup",
            "0",
            "--connections",
            "2",
            "--url",
            "http://127.0.0.1:" + wrongPort + "/",
            "--ready-line",
            "listening on",
            "--",
            TestJvms.java(),
            "-cp",
            System.getProperty("java.class.path"),
            HttpTestTarget.class.getName(),
            "0");
    String reason = "no request succeeded: KO 40 (first failure: connection refused)";
    assertEquals(ExitCode.INCOMPLETE, result.exitCode(), result.err());
    assertTrue(result.out().startsWith("perfkit: run incomplete: " + out), result.out());
    assertTrue(
        oneLine(result.err())
            .contains(
                "perfkit: "
                    + reason
                    + "; what was collected is kept in "
                    + out
                    + " (run.json says \"complete\": false)"),
        result.err());
    JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
    assertFalse(run.get("complete").asBoolean());
    assertEquals(reason, run.get("incompleteReason").asText());
    assertEquals(0, run.at("/load/ok").asLong());
    assertEquals(40, run.at("/load/ko").asLong());
    JsonNode load = JSON.readTree(out.resolve("load/results.json").toFile());
    assertEquals("connection refused", load.get("firstFailure").asText());
    RunSummary summary = SummaryReader.read(out.resolve("summary.json"));
    assertEquals(false, summary.run().complete());
    assertEquals(reason, summary.run().incompleteReason());
    assertEquals("command", summary.run().targetType());
    assertEquals(0.0, summary.metric("success-rate").value());
  }

  @Test
  void aRunWhoseResponsesAreMostly404IsIncompleteAndCountsThemByStatus() throws Exception {
    Path out = temp.resolve("not-found");
    int port = TestJvms.freePort();
    CommandRun result =
        CommandRun.of(
            "run",
            "--out",
            out.toString(),
            "--events",
            "none",
            "--requests",
            "300",
            "--warmup",
            "0",
            "--connections",
            "2",
            "--url",
            "http://127.0.0.1:" + port + "/missing/page",
            "--ready-line",
            "listening on",
            "--",
            TestJvms.java(),
            "-cp",
            System.getProperty("java.class.path"),
            HttpTestTarget.class.getName(),
            Integer.toString(port));
    String reason = "most responses were errors: KO 300 of 300 (404 300)";
    assertEquals(ExitCode.INCOMPLETE, result.exitCode(), result.err());
    assertTrue(
        result.out().startsWith("perfkit: run incomplete: " + out + " (OK 0, KO 300: 404 300;"),
        result.out());
    assertTrue(
        oneLine(result.err()).contains("perfkit: " + reason + "; what was collected"),
        result.err());
    JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
    assertEquals(reason, run.get("incompleteReason").asText());
    JsonNode load = JSON.readTree(out.resolve("load/results.json").toFile());
    assertEquals("url", load.get("scenario").asText());
    assertEquals(0, load.get("ok").asLong());
    assertEquals(300, load.get("ko").asLong());
    assertEquals("{\"404\":300}", load.get("koByStatus").toString());
    assertEquals("HTTP 404", load.get("firstFailure").asText());
    long perSecond = 0;
    for (JsonNode second : load.get("perSecond")) {
      perSecond += second.at("/koByStatus/404").asLong();
    }
    assertEquals(300, perSecond);
  }

  @Test
  void helpListsTheOptionsAndExamples() {
    CommandRun result = CommandRun.of("run", "--help");
    assertEquals(0, result.exitCode());
    assertTrue(oneLine(result.out()).contains("--ready-line=REGEX"), result.out());
    assertTrue(oneLine(result.out()).contains("Example usage:"), result.out());
    for (String command : List.of("run", "profile", "analyze")) {
      String help = CommandRun.of(command, "--help").out();
      assertTrue(help.contains("--format=FORMAT"), command + ": " + help);
      assertTrue(help.contains("--json"), command + ": " + help);
    }
  }

  @Test
  void keepsTheOutputOfATargetThatFailsToStart() throws Exception {
    Path out = temp.resolve("no-main");
    CommandRun result = runTargetWithoutMain(out);
    assertEquals(4, result.exitCode(), result.err());
    assertTrue(
        oneLine(result.err()).contains("the target exited before it was ready: exit code 1"),
        result.err());
    assertTrue(oneLine(result.err()).contains("NoSuchMainClass"), result.err());
    assertTrue(Files.readString(out.resolve("logs/target.err")).contains("NoSuchMainClass"));
    JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
    assertFalse(run.get("complete").asBoolean());
    assertEquals(1, run.at("/target/exitCode").asInt());
    assertTrue(run.get("incompleteReason").asText().contains("exit code 1"));
  }

  /**
   * After a failed start the analysis of what was kept still runs, but the reason the run failed is
   * the last thing printed: written to one terminal, stdout and stderr interleave.
   */
  @Test
  void theReasonATargetFailedToStartIsTheLastLinePrinted() throws Exception {
    Path out = temp.resolve("reason-last");
    java.io.StringWriter terminal = new java.io.StringWriter();
    int exitCode =
        CommandRun.execute(
            terminal,
            terminal,
            "run",
            "--out",
            out.toString(),
            "--events",
            "cpu",
            "--url",
            "http://127.0.0.1:9/",
            "--",
            TestJvms.java(),
            "-cp",
            temp.toString(),
            "NoSuchMainClass");
    assertEquals(4, exitCode, terminal.toString());
    // The last message perfkit printed, its wrapped lines aside.
    List<String> lines =
        terminal.toString().lines().filter(line -> line.startsWith("perfkit: ")).toList();
    assertTrue(
        lines.getLast().startsWith("perfkit: the target exited before it was ready: exit code 1"),
        terminal.toString());
    assertTrue(terminal.toString().contains("Analyzed "), terminal.toString());
  }

  @Test
  void saysNothingOfAConversionWhenTheTargetWroteNoProfile() throws Exception {
    Path out = temp.resolve("no-jvm");
    CommandRun result = runTargetWithoutMain(out, "-XX:+PerfkitNoSuchOption");
    assertEquals(4, result.exitCode(), result.err());
    assertTrue(oneLine(result.err()).contains("Unrecognized VM option"), result.err());
    assertFalse(Files.exists(out.resolve("profile.jfr")), "the JVM never started");
    assertFalse(oneLine(result.err()).contains("converting profile.jfr"), result.err());
  }

  @Test
  void leavesTheTargetsOwnFlightRecorderOptionsInForce() throws Exception {
    Path out = temp.resolve("own-jfr-options");
    Path usersRepository = temp.resolve("users-repository");
    CommandRun result =
        runTargetWithoutMain(out, "-XX:FlightRecorderOptions=repository=" + usersRepository);
    assertEquals(4, result.exitCode(), result.err());
    String note =
        "the target's own -XX:FlightRecorderOptions (in the command) stands, so perfkit leaves out"
            + " its repository flag (HotSpot keeps only one): a target that dies leaves no"
            + " recording.jfr";
    assertTrue(oneLine(result.err()).contains(note), result.err());
    JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
    assertTrue(run.get("notes").toString().contains(note), run.toString());
    assertFalse(run.at("/target/jvmFlags").toString().contains("repository="), run.toString());
    // The JVM started its recording, in the user's repository, before it looked for the class.
    assertTrue(Files.isDirectory(usersRepository), "the user's flag took effect");
    assertFalse(Files.exists(out.resolve("logs/jfr-repository")));
  }

  @Test
  void keepsWhatWasCollectedWhenTheTargetDiesMidRun() throws Exception {
    Path out = temp.resolve("dies");
    int port = TestJvms.freePort();
    CommandRun result =
        CommandRun.of(
            "run",
            "--out",
            out.toString(),
            "--events",
            "cpu,alloc",
            "--duration",
            "60s",
            "--warmup",
            "0",
            "--connections",
            "4",
            "--url",
            "http://127.0.0.1:" + port + "/",
            "--ready-line",
            "listening on",
            "--jvm-arg",
            "-Xmx200m",
            "--",
            TestJvms.java(),
            "-cp",
            System.getProperty("java.class.path"),
            HttpTestTarget.class.getName(),
            Integer.toString(port),
            "20");
    assertEquals(4, result.exitCode(), result.err());
    assertTrue(
        oneLine(result.err()).contains("the target exited during the load: exit code 3"),
        result.err());
    assertTrue(oneLine(result.err()).contains("dying on purpose"), result.err());
    JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
    assertFalse(run.get("complete").asBoolean());
    assertEquals(3, run.at("/target/exitCode").asInt());
    assertEquals(
        List.of("-Xmx200m"),
        SummaryReader.read(out.resolve("summary.json")).run().jvm().flags().stream()
            .filter(flag -> flag.equals("-Xmx200m"))
            .toList());
    assertEquals("-Xmx200m", run.at("/target/userJvmFlags/0").asText());
    List<String> command =
        JSON.convertValue(run.at("/target/command"), new TypeReference<List<String>>() {});
    int flags = run.at("/target/jvmFlags").size();
    assertEquals(TestJvms.java(), command.get(0));
    assertTrue(command.get(1).startsWith("-agentpath:"), "perfkit's flags right after java");
    assertEquals("-Xmx200m", command.get(flags), "the user's flags after perfkit's");
    assertEquals("-cp", command.get(flags + 1), "then the user's command as written");
    JsonNode load = JSON.readTree(out.resolve("load/results.json").toFile());
    assertFalse(load.get("complete").asBoolean());
    // The target died on its 20th request: with 4 connections, one of them had sent a second
    // request by then, which it does only after counting the answer to its first.
    assertTrue(load.get("ok").asLong() > 0);
    assertTrue(Files.size(out.resolve("logs/gc.log")) > 0);
    assertTrue(Files.readString(out.resolve("logs/target.err")).contains("dying on purpose"));
    // The JVM wrote no recording file; its repository's chunk, flushed twice, became one.
    String rescued =
        "recording.jfr: the JVM died before writing it; rebuilt from the chunk it left in its JFR"
            + " repository, up to its last flush (JFR flushes once a second)";
    assertTrue(oneLine(result.err()).contains(rescued), result.err());
    assertTrue(run.get("notes").toString().contains("rebuilt from the chunk"), run.toString());
    TestJvms.assertRebuiltFromOneChunk(out.resolve("recording.jfr"));
    assertFalse(Files.exists(out.resolve("logs/jfr-repository")));
  }

  @Test
  void ctrlCStopsTheRunAndKeepsEverything() throws Exception {
    Path out = temp.resolve("interrupted");
    Process perfkit =
        TestJvms.startPerfkit(
            temp.resolve("perfkit"),
            "run",
            "--out",
            out.toString(),
            "--duration",
            "120s",
            "--warmup",
            "0");
    try {
      TestJvms.interruptUnderLoad(perfkit, temp.resolve("perfkit/stderr.txt"), 1);
    } finally {
      TestJvms.stop(perfkit);
    }
    String err = TestJvms.read(temp.resolve("perfkit/stderr.txt"));
    assertEquals(130, perfkit.exitValue(), err);
    assertTrue(
        oneLine(err)
            .contains("interrupted by SIGINT (Ctrl-C); what was collected is kept in " + out),
        err);
    JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
    assertFalse(run.get("complete").asBoolean());
    assertEquals("interrupted by SIGINT (Ctrl-C)", run.get("incompleteReason").asText());
    assertTrue(run.get("end").isTextual());
    JsonNode load = JSON.readTree(out.resolve("load/results.json").toFile());
    assertFalse(load.get("complete").asBoolean());
    // Stopping aborts the requests in flight: the server answered up to one per connection that
    // the driver never counted.
    long handled = run.at("/target/handledRequests").asLong();
    long ok = load.get("ok").asLong();
    assertTrue(ok > 0 && handled >= ok && handled - ok <= 16, ok + " OK, " + handled + " handled");
    assertTrue(Files.readString(out.resolve("logs/compilation.log")).contains("</hotspot_log>"));
    assertTrue(Files.size(out.resolve("stacks/cpu.collapsed")) > 0);
    assertTrue(Files.size(out.resolve("recording.jfr")) > 0);
  }

  @Test
  void sigtermStopsTheRunNamesTheSignalAndExitsWith143() throws Exception {
    Path out = temp.resolve("terminated");
    int port = TestJvms.freePort();
    Process perfkit =
        TestJvms.startPerfkit(
            temp.resolve("perfkit"),
            "run",
            "--out",
            out.toString(),
            "--events",
            "none",
            "--duration",
            "120s",
            "--warmup",
            "0",
            "--connections",
            "2",
            "--url",
            "http://127.0.0.1:" + port + "/",
            "--ready-line",
            "listening on",
            "--",
            TestJvms.java(),
            "-cp",
            System.getProperty("java.class.path"),
            HttpTestTarget.class.getName(),
            Integer.toString(port));
    Path stderr = temp.resolve("perfkit/stderr.txt");
    try {
      TestJvms.awaitText(perfkit, stderr, "driving load", 60_000);
      TestJvms.awaitCountedOk(perfkit, stderr, 1, 60_000);
      TestJvms.signal(perfkit, "TERM");
      assertTrue(perfkit.waitFor(90, TimeUnit.SECONDS), "perfkit did not exit after SIGTERM");
    } finally {
      TestJvms.stop(perfkit);
    }
    String err = TestJvms.read(stderr);
    assertEquals(143, perfkit.exitValue(), err);
    assertTrue(
        oneLine(err).contains("perfkit: interrupted by SIGTERM; what was collected is kept"), err);
    assertFalse(oneLine(err).contains("Ctrl-C"), err);
    JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
    assertEquals("interrupted by SIGTERM", run.get("incompleteReason").asText());
    assertTrue(run.get("end").isTextual());
  }

  /** {@code first} followed by {@code second}. */
  private static String[] concat(String[] first, String... second) {
    List<String> all = new ArrayList<>(List.of(first));
    all.addAll(List.of(second));
    return all.toArray(String[]::new);
  }

  /**
   * Runs a command target whose main class does not exist, with {@code jvmFlags} in its command:
   * the JVM starts, then exits with code 1 before it is ready.
   */
  private CommandRun runTargetWithoutMain(Path out, String... jvmFlags) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "run",
                "--out",
                out.toString(),
                "--events",
                "cpu",
                "--url",
                "http://127.0.0.1:9/",
                "--",
                TestJvms.java()));
    args.addAll(List.of(jvmFlags));
    args.addAll(List.of("-cp", temp.toString(), "NoSuchMainClass"));
    return CommandRun.of(args.toArray(String[]::new));
  }

  /** The output with its wrapped lines joined: the terminal breaks lines between words only. */
  private static String oneLine(String text) {
    return text.replaceAll("\\s+", " ");
  }
}
