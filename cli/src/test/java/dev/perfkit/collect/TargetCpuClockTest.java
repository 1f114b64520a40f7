package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The target's CPU time and its JIT compiler threads' part, read here from this very JVM. */
class TargetCpuClockTest {

  private static final long SELF = ProcessHandle.current().pid();

  @Test
  void thisJvmsCompilerThreadsUsedSomeButNotAllOfItsCpuTime() {
    assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "Linux only");
    TargetCpuClock.Reading reading = new TargetCpuClock(SELF).read();
    assertTrue(reading.compiler().compareTo(Duration.ZERO) > 0, reading.toString());
    assertTrue(reading.compiler().compareTo(reading.total()) < 0, reading.toString());
  }

  @Test
  void aCompilerThreadThatEndedKeepsItsLastReading(@TempDir Path tasks) throws IOException {
    Path compiler = thread(tasks, "17", "C2 CompilerThre", "5000000 12 3");
    thread(tasks, "18", "perfkit-worker-", "9000000 4 4");
    TargetCpuClock clock = new TargetCpuClock(SELF, tasks);
    assertEquals(Duration.ofMillis(5), clock.read().compiler());
    Files.writeString(compiler.resolve("schedstat"), "7000000 12 3");
    assertEquals(Duration.ofMillis(7), clock.read().compiler());
    Files.delete(compiler.resolve("comm"));
    Files.delete(compiler.resolve("schedstat"));
    Files.delete(compiler);
    assertEquals(Duration.ofMillis(7), clock.read().compiler(), "the ended thread's 7 ms stand");
  }

  @Test
  void noThreadListingOrNoCompilerThreadMeansTheCompilersShareIsUnknown(@TempDir Path dir)
      throws IOException {
    assertNull(new TargetCpuClock(SELF, dir.resolve("absent")).read().compiler());
    Path tasks = Files.createDirectories(dir.resolve("openj9"));
    thread(tasks, "21", "JIT Compilation", "5000000 1 1");
    assertNull(new TargetCpuClock(SELF, tasks).read().compiler(), "not HotSpot's names: unknown");
  }

  @Test
  void namesHotSpotsCompilerThreadsAsLinuxCutsThem() {
    assertTrue(TargetCpuClock.isCompiler("C1 CompilerThre"));
    assertTrue(TargetCpuClock.isCompiler("C2 CompilerThre"));
    assertTrue(TargetCpuClock.isCompiler("JVMCI-native Co"));
    assertFalse(TargetCpuClock.isCompiler("GC Thread#0"));
    assertFalse(TargetCpuClock.isCompiler("VM Thread"));
  }

  private static Path thread(Path tasks, String tid, String name, String schedstat)
      throws IOException {
    Path dir = Files.createDirectories(tasks.resolve(tid));
    Files.writeString(dir.resolve("comm"), name + "\n");
    Files.writeString(dir.resolve("schedstat"), schedstat + "\n");
    return dir;
  }
}
