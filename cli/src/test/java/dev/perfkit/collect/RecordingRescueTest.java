package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.jfr.RepositoryRecovery;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
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
  static Path repositoryCopy;

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
    repositoryCopy = temp.resolve("repository-copy");
    copyTree(dir.jfrRepository(), repositoryCopy);
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

  @Test
  void replacesARecordingCutShortWithTheOneTheRepositoryHolds() throws Exception {
    RunDirectory cutRun = RunDirectory.prepare(temp.resolve("cut-run"), false);
    copyTree(repositoryCopy, cutRun.jfrRepository());
    Path whole = temp.resolve("whole.jfr");
    assertEquals(1, RepositoryRecovery.assemble(repositoryCopy, whole, Instant.EPOCH));
    byte[] wholeBytes = Files.readAllBytes(whole);
    // What a JVM killed while it wrote recording.jfr at its exit leaves.
    Files.write(cutRun.recordingJfr(), Arrays.copyOf(wholeBytes, wholeBytes.length / 2));

    assertEquals(
        "recording.jfr: the JVM died while writing it, which cut it short; rebuilt from the chunk"
            + " it left in its JFR repository, up to its last flush (JFR flushes once a second)",
        RecordingRescue.rescueAndRemove(cutRun));
    assertArrayEquals(wholeBytes, Files.readAllBytes(cutRun.recordingJfr()));
    assertTrue(jfrSummary(cutRun.recordingJfr()).contains(" Chunks: 1\n"));
    assertFalse(Files.exists(cutRun.jfrRepository()));
    assertFalse(Files.exists(temp.resolve("cut-run/recording.jfr.rebuilt")));
  }

  @Test
  void keepsACutRecordingThatHoldsMoreThanTheRepository() throws Exception {
    RunDirectory cutRun = RunDirectory.prepare(temp.resolve("emptied-run"), false);
    Files.createDirectories(cutRun.jfrRepository());
    byte[] cut = Arrays.copyOf(Files.readAllBytes(firstChunkFile(repositoryCopy)), 100);
    Files.write(cutRun.recordingJfr(), cut);

    assertNull(RecordingRescue.rescue(cutRun, cutRun.jfrRepository(), Instant.EPOCH));
    assertArrayEquals(cut, Files.readAllBytes(cutRun.recordingJfr()));
  }

  private static Path firstChunkFile(Path repository) throws IOException {
    try (Stream<Path> files = Files.walk(repository)) {
      return files.filter(f -> f.toString().endsWith(".jfr")).findFirst().orElseThrow();
    }
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path file : files.toList()) {
        Path copy = to.resolve(from.relativize(file).toString());
        if (Files.isDirectory(file)) {
          Files.createDirectories(copy);
        } else {
          Files.copy(file, copy);
        }
      }
    }
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
