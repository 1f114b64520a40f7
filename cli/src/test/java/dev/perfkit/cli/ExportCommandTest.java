package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code perfkit export} refuses every bad input with one line and its documented exit code. */
class ExportCommandTest {

  @TempDir Path temp;

  @Test
  void aDirectoryThatIsNoRunIsBadInput() {
    Path none = temp.resolve("none");
    CommandRun.assertRefused(
        ExitCode.FAILURE,
        "perfkit: " + none + ": not a perfkit run directory (it has no run.json)",
        "export",
        none.toString(),
        "--format",
        "pprof",
        "--out",
        temp.resolve("out").toString());
  }

  @Test
  void aRunWithoutItsProfileIsBadInput() throws IOException {
    Path run = run(false);
    CommandRun.assertRefused(
        ExitCode.FAILURE,
        "perfkit: "
            + run
            + ": has no profile.jfr to export (a repeat set keeps one in each repeats/N)",
        "export",
        run.toString(),
        "--format",
        "otlp",
        "--out",
        temp.resolve("out").toString());
  }

  @Test
  void anOutThatIsAFileIsBadInput() throws IOException {
    Path run = run(true);
    Path file = Files.writeString(temp.resolve("file"), "x");
    CommandRun.assertRefused(
        ExitCode.FAILURE,
        "perfkit: " + file + ": cannot make the directory: already exists",
        "export",
        run.toString(),
        "--format",
        "collapsed",
        "--out",
        file.toString());
  }

  @Test
  void aProfileThatIsNoRecordingIsBadInput() throws IOException {
    Path run = run(true);
    CommandRun result =
        CommandRun.of(
            "export", run.toString(), "--format", "pprof", "--out", temp.resolve("out").toString());
    assertEquals(ExitCode.FAILURE, result.exitCode(), result.err());
    assertTrue(
        result
            .err()
            .startsWith("perfkit: " + run.resolve("profile.jfr") + ": cannot convert cpu: "),
        result.err());
    assertEquals(1, result.err().lines().count(), result.err());
    assertEquals("", result.out());
  }

  @Test
  void anUnknownFormatIsAUsageError() throws IOException {
    Path run = run(true);
    CommandRun result =
        CommandRun.of(
            "export", run.toString(), "--format", "svg", "--out", temp.resolve("o").toString());
    assertEquals(ExitCode.USAGE, result.exitCode(), result.err());
    assertEquals(1, result.err().lines().count(), result.err());
    assertTrue(result.err().contains("pprof, otlp, collapsed, not 'svg'"), result.err());
  }

  /** A run directory by its files alone: run.json, cpu stacks, and a profile.jfr that is none. */
  private Path run(boolean withProfile) throws IOException {
    Path run = Files.createDirectories(temp.resolve("run"));
    Files.writeString(run.resolve("run.json"), "{}");
    Files.createDirectories(run.resolve("stacks"));
    Files.writeString(run.resolve("stacks/cpu.collapsed"), "main;work 3\n");
    if (withProfile) {
      Files.writeString(run.resolve("profile.jfr"), "not a recording");
    }
    return run;
  }
}
