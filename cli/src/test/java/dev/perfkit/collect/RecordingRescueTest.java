package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.jfr.RepositoryRecovery;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.cli.HttpTestTarget;
import dev.perfkit.cli.TestJvms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
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

  /** The recording the repository's chunk makes, as perfkit rebuilds it. */
  static byte[] whole;

  @BeforeAll
  static void killAJvmThatRecords() throws Exception {
    dir = RunDirectories.prepare(temp.resolve("run"), false);
    Process target =
        TestJvms.startJava(
            temp.resolve("target"),
            List.of(
                "-XX:StartFlightRecording=filename=" + dir.recordingJfr(),
                JfrRecordingSettings.repositoryFlag(dir.jfrRepository())),
            HttpTestTarget.class.getName(),
            "0");
    try {
      TestJvms.awaitText(target, temp.resolve("target/stdout.txt"), "jfr flush 2", 30_000);
    } finally {
      TestJvms.stop(target);
    }
    repositoryCopy = temp.resolve("repository-copy");
    TestJvms.copyTree(dir.jfrRepository(), repositoryCopy);
    Path rebuilt = temp.resolve("whole.jfr");
    assertEquals(1, RepositoryRecovery.assemble(repositoryCopy, rebuilt, Instant.EPOCH));
    whole = Files.readAllBytes(rebuilt);
  }

  @Test
  void keepsTheRepositoryWhenTheRecordingCannotBeWrittenThenRebuildsIt() throws Exception {
    // The JVM creates the file empty when the recording starts and fills it only at its exit.
    assertEquals(0, Files.size(dir.recordingJfr()), "a killed JVM writes no recording");
    // A directory that is not empty where recording.jfr goes: writing it fails, as on a full disk.
    Files.delete(dir.recordingJfr());
    Files.createDirectory(dir.recordingJfr());
    Path inTheWay = Files.writeString(dir.recordingJfr().resolve("in-the-way"), "x");
    String failed = RecordingRescue.rescueAndRemove(dir);
    assertTrue(
        failed.startsWith(
            "recording.jfr: the JVM died before finishing it, and it could not be rebuilt from its"
                + " JFR repository "
                + dir.jfrRepository()
                + ": "),
        failed);
    assertTrue(failed.endsWith("; its chunks are kept there"), failed);
    assertTrue(Files.isDirectory(dir.jfrRepository()), "the only copy stays");

    Files.delete(inTheWay);
    Files.delete(dir.recordingJfr());
    assertEquals(
        "recording.jfr: the JVM died before writing it; rebuilt from the chunk it left in its JFR"
            + " repository, up to its last flush (JFR flushes once a second)",
        RecordingRescue.rescueAndRemove(dir));
    assertFalse(Files.exists(dir.jfrRepository()));
    assertArrayEquals(whole, Files.readAllBytes(dir.recordingJfr()));
    assertTrue(TestJvms.jfrSummary(dir.recordingJfr()).contains(" Chunks: 1\n"));
    assertNull(RecordingRescue.rescueAndRemove(dir), "nothing left to rescue");
  }

  @Test
  void replacesARecordingCutShortWithTheOneTheRepositoryHolds() throws Exception {
    RunDirectory cutRun = runWithTheRepository("cut-run");
    // What a JVM killed while it wrote recording.jfr at its exit leaves.
    Files.write(cutRun.recordingJfr(), Arrays.copyOf(whole, whole.length / 2));

    assertEquals(
        "recording.jfr: the JVM died while writing it, which cut it short; rebuilt from the chunk"
            + " it left in its JFR repository, up to its last flush (JFR flushes once a second)",
        RecordingRescue.rescueAndRemove(cutRun));
    assertArrayEquals(whole, Files.readAllBytes(cutRun.recordingJfr()));
    assertFalse(Files.exists(cutRun.jfrRepository()));
    assertFalse(Files.exists(temp.resolve("cut-run/recording.jfr.rebuilt")));
  }

  /** The recording twice, then a cut: not whole, yet more than the repository's one chunk. */
  @Test
  void keepsACutRecordingThatHoldsMoreThanTheRepository() throws Exception {
    RunDirectory cutRun = runWithTheRepository("longer-run");
    byte[] longer = Arrays.copyOf(whole, 2 * whole.length + 100);
    System.arraycopy(whole, 0, longer, whole.length, whole.length);
    System.arraycopy(whole, 0, longer, 2 * whole.length, 100);
    Files.write(cutRun.recordingJfr(), longer);
    assertFalse(RepositoryRecovery.isWhole(cutRun.recordingJfr()));

    assertNull(RecordingRescue.rescue(cutRun, cutRun.jfrRepository(), Instant.EPOCH));
    assertArrayEquals(longer, Files.readAllBytes(cutRun.recordingJfr()));
    assertFalse(Files.exists(temp.resolve("longer-run/recording.jfr.rebuilt")));
  }

  private static RunDirectory runWithTheRepository(String name) throws IOException {
    RunDirectory run = RunDirectories.prepare(temp.resolve(name), false);
    TestJvms.copyTree(repositoryCopy, run.jfrRepository());
    return run;
  }
}
