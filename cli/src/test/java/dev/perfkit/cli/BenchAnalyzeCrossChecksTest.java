package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/bench-analyze --cross-checks}: perfkit's counts beside grep's, and a non-zero exit
 * naming the check when perfkit's is missing or differs. perfkit is stood in for by a script that
 * prints a fixed summary.json, so that each case is the one named (the real run is in
 * docs/bench-analyze.md); its inputs are a two-failure compilation log and a one-pause GC log.
 */
class BenchAnalyzeCrossChecksTest {

  private static final Path SCRIPT =
      Path.of("../scripts/bench-analyze").toAbsolutePath().normalize();

  private static final String CURRENT =
      "{\"sections\": {\"jit\": {\"log\": {\"inlineFailures\": %d}},"
          + " \"gc\": {\"log\": {\"pauses\": {\"count\": 1}}}}}";

  @TempDir Path dir;

  @Test
  void countsThatAgreePass() throws Exception {
    Result result = crossChecks(String.format(java.util.Locale.ROOT, CURRENT, 2));
    assertEquals(0, result.exit(), result.out());
    assertEquals(
        "- inline failures in compilation.log: grep (<inline_fail elements) 2, perfkit 2\n"
            + "- GC pauses in gc.log: grep (pause lines) 1, perfkit 1\n",
        result.out());
  }

  @Test
  void schemaOneFieldsAreMissingCountsAndFail() throws Exception {
    // What the script read before: perfkit's counts under "evidence", which summary.json no longer
    // has; it printed "null" and exited 0.
    Result result =
        crossChecks(
            "{\"evidence\": {\"compilation log\": {\"inlineFailures\": 2},"
                + " \"GC log\": {\"pauses\": {\"count\": 1}}}}");
    assertEquals(1, result.exit(), result.out());
    assertEquals(
        "- inline failures in compilation.log: grep (<inline_fail elements) 2, perfkit missing\n"
            + "FAILED cross-check inline failures: perfkit's count is missing from summary.json\n"
            + "- GC pauses in gc.log: grep (pause lines) 1, perfkit missing\n"
            + "FAILED cross-check GC pauses: perfkit's count is missing from summary.json\n",
        result.out());
  }

  @Test
  void aCountThatDiffersFailsNamingBoth() throws Exception {
    Result result = crossChecks(String.format(java.util.Locale.ROOT, CURRENT, 3));
    assertEquals(1, result.exit(), result.out());
    assertEquals(
        "FAILED cross-check inline failures: perfkit counts 3, grep 2",
        result.out().lines().toList().get(1));
  }

  private Result crossChecks(String summary) throws IOException, InterruptedException {
    Path json = Files.writeString(dir.resolve("summary.json"), summary);
    Path stub = dir.resolve("perfkit-stub");
    Files.writeString(stub, "#!/bin/sh\ncat '" + json + "'\n");
    Files.setPosixFilePermissions(stub, PosixFilePermissions.fromString("rwx------"));
    Path comp =
        Files.writeString(
            dir.resolve("compilation.log"),
            "<inline_fail reason='too big'/>\n<inline_fail reason='hot method too big'/>\n");
    Path gc =
        Files.writeString(
            dir.resolve("gc.log"),
            "[0.100s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->2M(256M)"
                + " 3.211ms\n");
    ProcessBuilder builder =
        new ProcessBuilder(SCRIPT.toString(), "--cross-checks", comp.toString(), gc.toString())
            .redirectErrorStream(true);
    builder.environment().put("PERFKIT", stub.toString());
    builder.environment().put("OUT", dir.toString());
    Process process = builder.start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("the cross-checks did not end within 60 s: " + out);
    }
    return new Result(process.exitValue(), out);
  }

  private record Result(int exit, String out) {}
}
