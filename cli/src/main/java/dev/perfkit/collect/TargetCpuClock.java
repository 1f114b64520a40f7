package dev.perfkit.collect;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Reads the CPU time a target process has used, and the part of it its JIT compiler threads used.
 * The JIT's share is told apart because it is the noisiest part of a short run's CPU time: on a
 * busy machine C2 can still be compiling seconds into the load, and it spends as much CPU as the
 * requests do. The compiler threads' times come from Linux's per-thread scheduler statistics; a
 * compiler thread that ends (HotSpot adds and removes them as the queue grows and shrinks) keeps
 * the last time read of it. Elsewhere the JIT's share is unknown.
 */
final class TargetCpuClock {

  /** The CPU time of the whole process, and of its compiler threads (null when unknown). */
  record Reading(Duration total, Duration compiler) {}

  private final long pid;
  private final Path tasks;
  private final Map<String, Long> compilerNanosByThread = new HashMap<>();

  TargetCpuClock(long pid) {
    this(pid, Path.of("/proc", Long.toString(pid), "task"));
  }

  TargetCpuClock(long pid, Path tasks) {
    this.pid = pid;
    this.tasks = tasks;
  }

  /** The CPU time now, null when the OS does not tell the process's. */
  Reading read() {
    Duration total = ProcessHandle.of(pid).flatMap(h -> h.info().totalCpuDuration()).orElse(null);
    return total == null ? null : new Reading(total, compilerTime());
  }

  private Duration compilerTime() {
    try (Stream<Path> threads = Files.list(tasks)) {
      threads.forEach(this::readIfCompiler);
    } catch (IOException | UncheckedIOException e) {
      return null; // not Linux, or the process has ended
    }
    if (compilerNanosByThread.isEmpty()) {
      return null; // no thread named as HotSpot names its compilers (another JVM, say): unknown
    }
    return Duration.ofNanos(compilerNanosByThread.values().stream().mapToLong(n -> n).sum());
  }

  private void readIfCompiler(Path thread) {
    try {
      if (isCompiler(Files.readString(thread.resolve("comm")).strip())) {
        String schedstat = Files.readString(thread.resolve("schedstat"));
        long nanos = Long.parseLong(schedstat.substring(0, schedstat.indexOf(' ')));
        compilerNanosByThread.put(thread.getFileName().toString(), nanos);
      }
    } catch (IOException | RuntimeException e) {
      // The thread ended between the listing and the read: its last reading stands.
    }
  }

  /** HotSpot's compiler threads, as Linux names them (cut to 15 characters). */
  static boolean isCompiler(String threadName) {
    return threadName.startsWith("C1 CompilerThre")
        || threadName.startsWith("C2 CompilerThre")
        || threadName.startsWith("JVMCI");
  }
}
