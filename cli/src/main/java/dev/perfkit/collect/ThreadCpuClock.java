package dev.perfkit.collect;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Reads a target's CPU time thread by thread from Linux's scheduler statistics (nanoseconds, where
 * the process's own /proc/PID/stat counts 10 ms ticks): in all, in the JIT compiler threads, and in
 * the threads that are not the JVM's own, which serve the requests where their names tell them
 * apart. A duet's rounds are short, and a tick is a few percent of a round's CPU time. A thread
 * that ends keeps the last time read of it, so reading often loses little of it.
 */
final class ThreadCpuClock {

  /** CPU times in nanoseconds since the process started. */
  record Reading(long totalNanos, long compilerNanos, long servingNanos) {

    /** The time from {@code earlier} to this one, in seconds, of the whole, less the compilers. */
    double secondsSinceLessCompilers(Reading earlier) {
      return ((totalNanos - compilerNanos) - (earlier.totalNanos - earlier.compilerNanos)) / 1e9;
    }
  }

  /** HotSpot's own threads, as Linux names them (cut to 15 characters): not request-serving. */
  private static final List<String> JVM_OWN =
      List.of(
          "GC Thread",
          "G1 ",
          "VM Thread",
          "VM Periodic",
          "Reference Handl",
          "Finalizer",
          "Signal Dispatch",
          "Service Thread",
          "Monitor Deflati",
          "Common-Cleaner",
          "Notification Th",
          "Attach Listener",
          "JFR ",
          "RMI ",
          "JMX ",
          "VM ",
          "Sweeper",
          "Unsafe",
          "Cleaner");

  private final Path tasks;
  private final Map<String, long[]> byThread = new HashMap<>();

  ThreadCpuClock(long pid) {
    this.tasks = Path.of("/proc", Long.toString(pid), "task");
  }

  /** The times now, null when the process's threads cannot be listed (it has ended). */
  Reading read() {
    try (Stream<Path> threads = Files.list(tasks)) {
      threads.forEach(this::readThread);
    } catch (IOException | UncheckedIOException e) {
      return null;
    }
    long total = 0;
    long compiler = 0;
    long serving = 0;
    for (long[] thread : byThread.values()) {
      total += thread[0];
      compiler += thread[1] == 1 ? thread[0] : 0;
      serving += thread[1] == 2 ? thread[0] : 0;
    }
    return new Reading(total, compiler, serving);
  }

  private void readThread(Path thread) {
    try {
      String name = Files.readString(thread.resolve("comm")).strip();
      String schedstat = Files.readString(thread.resolve("schedstat"));
      long nanos = Long.parseLong(schedstat.substring(0, schedstat.indexOf(' ')));
      byThread.put(thread.getFileName().toString(), new long[] {nanos, kind(name)});
    } catch (IOException | RuntimeException e) {
      // The thread ended between the listing and the read: its last reading stands.
    }
  }

  /** 1 for a compiler thread, 0 for another of the JVM's own, 2 for the rest. */
  private static long kind(String name) {
    if (TargetCpuClock.isCompiler(name)) {
      return 1;
    }
    return JVM_OWN.stream().anyMatch(name::startsWith) ? 0 : 2;
  }
}
