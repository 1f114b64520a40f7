package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rescue of a killed JVM's recording from the repository perfkit gives it: a real JVM, killed
 * (SIGKILL) after two JFR flushes, leaves the chunk these tests rebuild.
 */
class RecordingRescueTest {

  @TempDir static Path temp;
  static RunDirectory dir;

  @BeforeAll
  static void killAJvmThatRecords() throws Exception {
    dir = RunDirectory.prepare(temp.resolve("run"), false);
    Path stdout = temp.resolve("target.out");
    Process target =
        new ProcessBuilder(
                ProcessHandle.current().info().command().orElseThrow(),
                "-XX:StartFlightRecording=filename=" + dir.recordingJfr(),
                JfrRecordingSettings.repositoryFlag(dir.jfrRepository()),
                "-cp",
                System.getProperty("java.class.path"),
                "dev.perfkit.cli.HttpTestTarget",
                "0")
            .redirectOutput(stdout.toFile())
            .redirectErrorStream(true)
            .start();
    try {
      long deadline = System.currentTimeMillis() + 30_000;
      while (!Files.readString(stdout).contains("jfr flush 2")) {
        assertTrue(System.currentTimeMillis() < deadline, Files.readString(stdout));
        assertTrue(target.isAlive(), Files.readString(stdout));
        Thread.sleep(100);
      }
    } finally {
      target.destroyForcibly();
      target.waitFor(10, TimeUnit.SECONDS);
    }
  }

  @Test
  void keepsTheRepositoryWhenTheRecordingCannotBeWrittenThenRebuildsIt() throws Exception {
    // The JVM creates the file empty when the recording starts and fills it only at its exit.
    assertEquals(0, Files.size(dir.recordingJfr()), "a killed JVM writes no recording");
    // A directory where recording.jfr goes: writing it fails, as on a full disk.
    Files.delete(dir.recordingJfr());
    Files.createDirectory(dir.recordingJfr());
    String failed = RecordingRescue.rescueAndRemove(dir);
    assertTrue(
        failed.startsWith(
            "recording.jfr: the JVM died before writing it, and it could not be rebuilt from its"
                + " JFR repository "
                + dir.jfrRepository()
                + ": "),
        failed);
    assertTrue(failed.endsWith("; its chunks are kept there"), failed);
    assertTrue(Files.isDirectory(dir.jfrRepository()), "the only copy stays");

    Files.delete(dir.recordingJfr());
    assertEquals(
        "recording.jfr: the JVM died before writing it; rebuilt from the chunk it left in its JFR"
            + " repository, up to its last flush (JFR flushes once a second)",
        RecordingRescue.rescueAndRemove(dir));
    assertFalse(Files.exists(dir.jfrRepository()));
    assertTrue(jfrSummary(dir.recordingJfr()).contains(" Chunks: 1\n"));
    assertNull(RecordingRescue.rescueAndRemove(dir), "nothing left to rescue");
  }

  private static String jfrSummary(Path recording) throws IOException, InterruptedException {
    Path jfr = Path.of(System.getProperty("java.home"), "bin", "jfr");
    Process summary =
        new ProcessBuilder(List.of(jfr.toString(), "summary", recording.toString()))
            .redirectErrorStream(true)
            .start();
    String output = new String(summary.getInputStream().readAllBytes());
    assertEquals(0, summary.waitFor(), output);
    return output;
  }
}
