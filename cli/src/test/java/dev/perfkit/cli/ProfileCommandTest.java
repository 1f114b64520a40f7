package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummaryReader;
import dev.perfkit.analyzers.summary.SummarySchema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import one.profiler.AsyncProfilerLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code perfkit profile} against Java programs that perfkit did not start: the attach works, the
 * program keeps running with no profiler session or recording left, and each bad pid is one line
 * with exit code 1.
 */
class ProfileCommandTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Requests answered before the Ctrl-C test presses Ctrl-C. */
  private static final long SERVED_BEFORE_CTRL_C = 20_000;

  @TempDir Path temp;

  @Test
  void profilesARunningJvmAndLeavesItRunningClean() throws Exception {
    // A small heap: a default one, sized from the host's memory, might not fill in 4 s, and a GC
    // is asserted.
    Process program = startBusyProgram("program", "-Xmx64m");
    try {
      Path out = temp.resolve("runs/attached");
      CommandRun result = profile(program.pid(), out, "4s");
      assertEquals(0, result.exitCode(), result.err());
      assertTrue(result.out().contains("profile complete: " + out), result.out());
      assertTrue(result.err().contains("compiled after the attach"), result.err());
      assertProfiled(out, program.pid());
      JsonNode window = JSON.readTree(out.resolve("run.json").toFile()).get("window");
      assertEquals(4.0, window.get("requestedSeconds").asDouble(), window.toString());
      assertEquals("duration", window.get("endedBy").asText());
      assertTrue(window.get("seconds").asDouble() >= 4.0, window.toString());
      assertTrue(program.isAlive(), "the program must keep running");
      assertNothingLeftActive(program.pid());
    } finally {
      TestJvms.stop(program);
    }
  }

  @Test
  void profilesAJvmOfTheOldestSupportedRelease() throws Exception {
    Path java17 = Path.of("/usr/lib/jvm/java-17-openjdk-amd64/bin/java");
    assumeTrue(Files.isExecutable(java17), "no JDK 17 at " + java17);
    // JDK 17 cannot load classes compiled for 21: it runs the program from its source.
    Path source = Path.of("src/test/java/dev/perfkit/cli/BusyProgram.java").toAbsolutePath();
    Process program =
        TestJvms.start(temp.resolve("old"), List.of(java17.toString(), source.toString()));
    try {
      TestJvms.awaitText(program, temp.resolve("old/stdout.txt"), "busy-program ready", 60_000);
      Path out = temp.resolve("runs/old");
      CommandRun result = profile(program.pid(), out, "2s");
      assertEquals(0, result.exitCode(), result.err());
      JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
      assertTrue(run.at("/jvm/version").asText().startsWith("17."), run.toString());
      SummarySchema.assertValid(out.resolve("summary.json"));
      assertEquals(
          run.at("/jvm/version").asText(),
          SummaryReader.read(out.resolve("summary.json")).run().jvm().version());
      assertTrue(Files.size(out.resolve("recording.jfr")) > 0);
      assertTrue(Files.size(out.resolve("stacks/cpu.collapsed")) > 0);
      assertTrue(program.isAlive());
    } finally {
      TestJvms.stop(program);
    }
  }

  private static void assertProfiled(Path out, long pid) throws Exception {
    SummarySchema.assertValid(out.resolve("summary.json"));
    RunSummary analysis = SummaryReader.read(out.resolve("summary.json"));
    assertEquals("profile", analysis.run().kind());
    assertEquals("attached", analysis.run().targetType());
    List<String> cpu = Files.readAllLines(out.resolve("stacks/cpu.collapsed"));
    assertTrue(cpu.stream().anyMatch(line -> line.contains("dev/perfkit/cli/BusyProgram.work")));
    List<String> alloc = Files.readAllLines(out.resolve("stacks/alloc.collapsed"));
    assertTrue(alloc.stream().anyMatch(line -> line.contains("BusyProgram.buildText")));
    List<String> lock = Files.readAllLines(out.resolve("stacks/lock.collapsed"));
    assertTrue(lock.stream().anyMatch(line -> line.contains("BusyProgram.work")), "lock: " + lock);
    String summary = TestJvms.jfrSummary(out.resolve("recording.jfr"));
    assertTrue(TestJvms.summaryCount(summary, "jdk.GCHeapSummary") > 0, summary);
    JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
    assertEquals("profile", run.get("kind").asText());
    assertTrue(run.get("complete").asBoolean());
    assertEquals(pid, run.at("/target/pid").asLong());
    assertEquals(System.getProperty("java.version"), run.at("/jvm/version").asText());
    assertEquals("compilations after the attach", run.at("/profiling/inliningCoverage").asText());
    assertTrue(run.get("notes").toString().contains("jdk.CompilerInlining covers only"));
    assertFalse(Files.exists(out.resolve("logs")), "no logs exist for an attach");
    assertFalse(Files.exists(out.resolve("load")), "no load was driven");
  }

  private static void assertNothingLeftActive(long pid) throws Exception {
    String status =
        AsyncProfilerLoader.executeProfiler("status", Long.toString(pid)).getStdout().strip();
    assertEquals("Profiler is not active", status);
    String recordings = TestJvms.run(TestJvms.jdkTool("jcmd"), Long.toString(pid), "JFR.check");
    assertTrue(recordings.contains("No available recordings"), recordings);
  }

  @Test
  void ctrlCDuringAProfileUnderLoadKeepsTheDataAndLeavesTheJvmClean() throws Exception {
    TestJvms.HttpTarget target = TestJvms.startHttpTarget(temp.resolve("app"));
    Process app = target.process();
    Path out = temp.resolve("runs/interrupted");
    Process perfkit = null;
    try {
      perfkit =
          startProfile(
              app,
              out,
              "--url",
              "http://127.0.0.1:" + target.port() + "/",
              "--duration",
              "120s",
              "--warmup",
              "0");
      // Enough requests that the server's handling of them fills many 10 ms CPU samples; after
      // the first few it could fill none.
      TestJvms.interruptUnderLoad(
          perfkit, temp.resolve("perfkit/stderr.txt"), SERVED_BEFORE_CTRL_C);
      String err = TestJvms.read(temp.resolve("perfkit/stderr.txt"));
      assertEquals(130, perfkit.exitValue(), err);
      JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
      assertFalse(run.get("complete").asBoolean());
      assertEquals("interrupted by SIGINT (Ctrl-C)", run.get("incompleteReason").asText());
      JsonNode load = JSON.readTree(out.resolve("load/results.json").toFile());
      assertFalse(load.get("complete").asBoolean());
      assertTrue(load.get("ok").asLong() >= SERVED_BEFORE_CTRL_C, load.toString());
      assertTrue(
          Files.readString(out.resolve("stacks/cpu.collapsed")).contains("sun/net/httpserver"));
      assertTrue(app.isAlive(), "the JVM must keep running");
      assertNothingLeftActive(app.pid());
    } finally {
      if (perfkit != null) {
        TestJvms.stop(perfkit);
      }
      TestJvms.stop(app);
    }
  }

  @Test
  void aFirstCtrlCEndsAnOpenWindowNormallyAndItIsAnalyzed() throws Exception {
    Process program = startBusyProgram("program");
    Path out = temp.resolve("runs/open");
    Process perfkit = null;
    try {
      perfkit = startProfile(program, out, "--events", "cpu");
      Path stderr = temp.resolve("perfkit/stderr.txt");
      TestJvms.awaitText(perfkit, stderr, "profiling until Ctrl-C", 60_000);
      Thread.sleep(1000); // a window long enough to hold CPU samples
      TestJvms.signal(perfkit, "INT");
      assertTrue(perfkit.waitFor(90, TimeUnit.SECONDS), "perfkit did not end after Ctrl-C");
      String err = TestJvms.read(stderr);
      String stdout = TestJvms.read(temp.resolve("perfkit/stdout.txt"));
      assertEquals(0, perfkit.exitValue(), err);
      assertTrue(err.contains("Ctrl-C: the window ends after "), err);
      assertTrue(stdout.contains("perfkit: profile complete: " + out), stdout);
      JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
      assertTrue(run.get("complete").asBoolean(), run.toString());
      assertEquals("Ctrl-C", run.at("/window/endedBy").asText());
      assertTrue(run.at("/window/requestedSeconds").isNull(), run.toString());
      double seconds = run.at("/window/seconds").asDouble();
      assertTrue(seconds >= 1 && seconds < 60, run.toString());
      assertTrue(Files.exists(out.resolve("summary.json")), "analyzed after the window");
      assertTrue(program.isAlive());
      assertNothingLeftActive(program.pid());
    } finally {
      if (perfkit != null) {
        TestJvms.stop(perfkit);
      }
      TestJvms.stop(program);
    }
  }

  @Test
  void anOpenWindowSaysSoWhenItCannotSeeCtrlCAndSigtermStopsIt() throws Exception {
    Process program = startBusyProgram("program");
    Path out = temp.resolve("runs/no-ctrl-c");
    Process perfkit = null;
    try {
      // As a script's "perfkit profile ... &" starts it: SIGINT ignored, which exec keeps.
      List<String> command = new ArrayList<>(List.of("sh", "-c", "trap '' INT; exec \"$@\"", "sh"));
      command.addAll(
          TestJvms.javaCommand(
              List.of(),
              PerfkitMain.class.getName(),
              profileArgs(program, out, "--events", "cpu")));
      perfkit = TestJvms.start(temp.resolve("perfkit"), command);
      Path stderr = temp.resolve("perfkit/stderr.txt");
      // Words the 100-column wrap keeps on one line ("Ctrl-C cannot end the window" it breaks).
      TestJvms.awaitText(perfkit, stderr, "SIGINT is ignored in this process", 60_000);
      TestJvms.signal(perfkit, "TERM");
      assertTrue(perfkit.waitFor(90, TimeUnit.SECONDS), "perfkit did not end after SIGTERM");
      assertEquals(143, perfkit.exitValue(), TestJvms.read(stderr));
      JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
      assertEquals("interrupted by SIGTERM", run.get("incompleteReason").asText());
      assertTrue(run.get("notes").toString().contains("SIGINT is ignored"), run.toString());
      assertTrue(Files.size(out.resolve("recording.jfr")) > 0);
      assertNothingLeftActive(program.pid());
    } finally {
      if (perfkit != null) {
        TestJvms.stop(perfkit);
      }
      TestJvms.stop(program);
    }
  }

  @Test
  void aSecondCtrlCAbortsAndKeepsWhatWasCollected() throws Exception {
    Process program = startBusyProgram("program");
    Path out = temp.resolve("runs/aborted");
    Process perfkit = null;
    try {
      perfkit = startProfile(program, out, "--events", "cpu");
      Path stderr = temp.resolve("perfkit/stderr.txt");
      TestJvms.awaitText(perfkit, stderr, "profiling until Ctrl-C", 60_000);
      TestJvms.signal(perfkit, "INT");
      TestJvms.awaitText(perfkit, stderr, "Ctrl-C: the window ends after", 30_000);
      TestJvms.signal(perfkit, "INT");
      assertTrue(perfkit.waitFor(90, TimeUnit.SECONDS), "perfkit did not end after Ctrl-C");
      String err = TestJvms.read(stderr);
      assertEquals(130, perfkit.exitValue(), err);
      JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
      // The second Ctrl-C lands while perfkit stops and converts (the run is then incomplete), or,
      // on a loaded machine, once run.json is written and the analysis runs: either way it aborts.
      if (!run.get("complete").asBoolean()) {
        assertEquals("interrupted by SIGINT (Ctrl-C)", run.get("incompleteReason").asText());
      }
      assertEquals("Ctrl-C", run.at("/window/endedBy").asText());
      assertTrue(Files.size(out.resolve("recording.jfr")) > 0);
      assertFalse(Files.exists(out.resolve("summary.json")), "an abort is not analyzed");
      assertNothingLeftActive(program.pid());
    } finally {
      if (perfkit != null) {
        TestJvms.stop(perfkit);
      }
      TestJvms.stop(program);
    }
  }

  @Test
  void marksTheRunIncompleteWhenTheJvmDiesDuringTheWindow() throws Exception {
    Process app = TestJvms.startHttpTarget(temp.resolve("dying")).process();
    Path out = temp.resolve("runs/died");
    Process perfkit = null;
    try {
      perfkit = startProfile(app, out, "--duration", "60s");
      // Killed (SIGKILL) only once the attach is done, the window runs and the JVM has flushed
      // the recording twice, however long that took.
      TestJvms.awaitText(
          perfkit, temp.resolve("perfkit/stderr.txt"), "perfkit: profiling for 60 s", 60_000);
      TestJvms.awaitText(app, temp.resolve("dying/stdout.txt"), "jfr flush 2", 30_000);
      TestJvms.stop(app);
      assertTrue(perfkit.waitFor(60, TimeUnit.SECONDS), "perfkit did not end after the kill");
      String err = TestJvms.read(temp.resolve("perfkit/stderr.txt"));
      assertEquals(4, perfkit.exitValue(), err);
      String reason = "process " + app.pid() + " exited during profiling";
      assertTrue(err.contains(reason), err);
      JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
      assertFalse(run.get("complete").asBoolean());
      assertEquals(reason, run.get("incompleteReason").asText());
      // The JVM wrote no recording.jfr; the chunk of ours in its JFR repository became one.
      assertTrue(err.contains("recording.jfr: the JVM died before writing it; rebuilt"), err);
      TestJvms.assertRebuiltFromOneChunk(out.resolve("recording.jfr"));
    } finally {
      if (perfkit != null) {
        TestJvms.stop(perfkit);
      }
      TestJvms.stop(app);
    }
  }

  @Test
  void aSecondProfileOfTheSameJvmLeavesAConcludedRunAndNoEmptyDirectories() throws Exception {
    Process program = startBusyProgram("twice");
    Process first = null;
    try {
      first = startProfile(program, temp.resolve("runs/first"), "--duration", "60s");
      TestJvms.awaitText(
          first, temp.resolve("perfkit/stderr.txt"), "perfkit: profiling for 60 s", 60_000);
      Path out = temp.resolve("runs/second");
      CommandRun second = profile(program.pid(), out, "1s");
      assertEquals(1, second.exitCode(), second.err());
      String error = second.err().strip().lines().reduce((a, b) -> b).orElse("");
      assertTrue(error.startsWith("perfkit: process " + program.pid() + ": "), error);
      assertTrue(error.contains("Profiler already started"), error);
      JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
      assertFalse(run.get("complete").asBoolean());
      assertEquals(
          "could not start: " + error.substring("perfkit: ".length()),
          run.get("incompleteReason").asText());
      assertTrue(run.get("end").isTextual(), run.toString());
      assertEquals(0, run.get("notes").size(), "no inlining window began: " + run);
      assertFalse(Files.exists(out.resolve("logs")), "absent, never empty");
      assertFalse(Files.exists(out.resolve("load")), "absent, never empty");
    } finally {
      if (first != null) {
        TestJvms.stop(first);
      }
      TestJvms.stop(program);
    }
  }

  @Test
  void checksTheUrlAndTheRunDirectoryBeforeAttaching() throws Exception {
    // A process that is gone: an attach made before a check would end in "no such process".
    long pid = TestJvms.gonePid();
    assertUsageError(
        "perfkit: --url: URL 'http://127.0.0.1:99999/': port 99999 is out of range (1-65535)",
        pid,
        "--url",
        "http://127.0.0.1:99999/");
    assertRefused(
        ExitCode.FAILURE,
        "perfkit: --url: URL 'http://nosuchhost.invalid:18080/': unknown host"
            + " 'nosuchhost.invalid'",
        pid,
        "--url",
        "http://nosuchhost.invalid:18080/");
    Path notARun = Files.createDirectories(temp.resolve("not-a-run"));
    Files.writeString(notARun.resolve("notes.txt"), "mine");
    CommandRun forced =
        CommandRun.of(
            "profile", "--pid", Long.toString(pid), "--out", notARun.toString(), "--force");
    assertEquals(ExitCode.USAGE, forced.exitCode(), forced.err());
    assertEquals(
        "perfkit: "
            + notARun
            + ": not a perfkit run directory (it has no run.json); --force only overwrites earlier"
            + " runs (see 'perfkit profile --help')\n",
        forced.err());
    assertEquals(List.of(notARun.resolve("notes.txt")), TestJvms.list(notARun));
  }

  @Test
  void saysThereIsNoSuchProcess() throws Exception {
    long gone = TestJvms.gonePid();
    CommandRun result = profile(gone);
    assertEquals(1, result.exitCode());
    assertEquals("perfkit: no such process: " + gone, result.err().strip());
  }

  /** A process that is gone: without the usage check first, these would say "no such process". */
  @Test
  void refusesLoadOptionsWithoutAUrl() throws Exception {
    long pid = TestJvms.gonePid();
    String rest =
        " need --url: without it no load is sent, and only --duration (the window) applies";
    assertUsageError(
        "perfkit: --requests" + rest.replace(" need ", " needs "), pid, "--requests", "100");
    assertUsageError(
        "perfkit: --scenario, --connections, --rate, --warmup, --timeout" + rest,
        pid,
        "--timeout",
        "1s",
        "--rate",
        "5",
        "--scenario",
        "hello",
        "--connections",
        "2",
        "--warmup",
        "0");
    assertUsageError(
        "perfkit: Invalid value for option '--duration': invalid duration '0': must be above 0"
            + " (see 'perfkit profile --help')",
        pid,
        "--duration",
        "0");
  }

  @Test
  void hasNoNoProfileOption() throws Exception {
    Path out = temp.resolve("no-profile");
    CommandRun result =
        CommandRun.of(
            "profile",
            "--pid",
            Long.toString(TestJvms.gonePid()),
            "--out",
            out.toString(),
            "--no-profile");
    assertEquals(2, result.exitCode(), result.err());
    assertEquals(
        "perfkit: Unknown option: '--no-profile'; did you mean --no-report or --no-analyze? (see"
            + " 'perfkit profile --help')\n",
        result.err());
    assertFalse(Files.exists(out));
    assertFalse(CommandRun.of("profile", "--help").out().contains("--no-profile"));
    assertTrue(CommandRun.of("run", "--help").out().contains("--no-profile"));
  }

  private void assertUsageError(String message, long pid, String... options) {
    assertRefused(ExitCode.USAGE, message, pid, options);
  }

  /** {@code profile --pid pid --out DIR options} exits with {@code exitCode}, writing nothing. */
  private void assertRefused(int exitCode, String message, long pid, String... options) {
    Path out = temp.resolve("refused");
    List<String> args =
        new ArrayList<>(List.of("profile", "--pid", Long.toString(pid), "--out", out.toString()));
    args.addAll(List.of(options));
    CommandRun.assertRefused(exitCode, message, args.toArray(String[]::new));
    assertFalse(Files.exists(out));
  }

  @Test
  void refusesAProcessThatIsNotAJvmAndLeavesItAlone() throws Exception {
    Process sleep = new ProcessBuilder("sleep", "60").start();
    try {
      CommandRun result = profile(sleep.pid());
      assertEquals(1, result.exitCode());
      assertEquals(
          "perfkit: process " + sleep.pid() + " (sleep) is not a JVM", result.err().strip());
      assertTrue(sleep.isAlive(), "perfkit must not signal a program that is not a JVM");
      assertFalse(Files.exists(temp.resolve("out")));
    } finally {
      TestJvms.stop(sleep);
    }
  }

  @Test
  void refusesAJvmWithTheAttachMechanismDisabled() throws Exception {
    Process program = startBusyProgram("no-attach", "-XX:+DisableAttachMechanism");
    try {
      CommandRun result = profile(program.pid());
      assertEquals(1, result.exitCode());
      assertEquals(
          "perfkit: process "
              + program.pid()
              + " (java) does not allow attaching: it runs with -XX:+DisableAttachMechanism",
          result.err().strip());
      assertTrue(program.isAlive());
    } finally {
      TestJvms.stop(program);
    }
  }

  /**
   * Starts {@link BusyProgram} in {@code temp/dir} and waits until it runs; stops it if it never
   * does.
   */
  private Process startBusyProgram(String dir, String... flags)
      throws IOException, InterruptedException {
    Process program =
        TestJvms.startJava(temp.resolve(dir), List.of(flags), BusyProgram.class.getName());
    try {
      TestJvms.awaitText(program, temp.resolve(dir + "/stdout.txt"), "busy-program ready", 30_000);
    } catch (AssertionError e) {
      TestJvms.stop(program);
      throw e;
    }
    return program;
  }

  /**
   * {@code perfkit profile} of {@code app} into {@code out}, in its own JVM, with {@code options}.
   */
  private Process startProfile(Process app, Path out, String... options) throws IOException {
    return TestJvms.startPerfkit(temp.resolve("perfkit"), profileArgs(app, out, options));
  }

  private static String[] profileArgs(Process app, Path out, String... options) {
    List<String> args =
        new ArrayList<>(
            List.of("profile", "--pid", Long.toString(app.pid()), "--out", out.toString()));
    args.addAll(List.of(options));
    return args.toArray(String[]::new);
  }

  private CommandRun profile(long pid) {
    return profile(pid, temp.resolve("out"), "1s");
  }

  private static CommandRun profile(long pid, Path out, String duration) {
    return CommandRun.of(
        "profile", "--pid", Long.toString(pid), "--out", out.toString(), "--duration", duration);
  }
}
