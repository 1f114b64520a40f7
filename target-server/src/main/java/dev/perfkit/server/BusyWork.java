package dev.perfkit.server;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * CPU work sized in nanoseconds: a fixed number of dependent xorshift steps per request, the number
 * taken from a one-time calibration, so that an injected regression is the same work on every
 * request (a loop until a clock deadline would instead grow with preemption on a busy machine).
 */
final class BusyWork {
  private static final int CHUNK = 4_096;
  private static final int WARM_UP_CHUNKS = 20_000;
  private static final int MEASURED_BATCHES = 31;
  private static final int CHUNKS_PER_BATCH = 16;

  /** Where results go, so the JIT cannot drop the loop as dead code. */
  private static volatile long sink;

  private final double stepsPerNs;

  private BusyWork(double stepsPerNs) {
    this.stepsPerNs = stepsPerNs;
  }

  /**
   * Work calibrated on the calling thread after a JIT warm-up as long as the requests' own (about
   * 0.2 s): the fastest of several batches, since a busy or virtualised machine only ever adds
   * time.
   */
  static BusyWork calibrated() {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    for (int i = 0; i < WARM_UP_CHUNKS; i++) {
      sink += steps(CHUNK, i + 1);
    }
    long fastest = Long.MAX_VALUE;
    for (int batch = 0; batch < MEASURED_BATCHES; batch++) {
      long start = cpuTime(threads);
      for (int i = 0; i < CHUNKS_PER_BATCH; i++) {
        sink += steps(CHUNK, i + 1);
      }
      fastest = Math.min(fastest, Math.max(1, cpuTime(threads) - start));
    }
    return new BusyWork((double) CHUNK * CHUNKS_PER_BATCH / fastest);
  }

  /** Does about {@code ns} nanoseconds of CPU work. */
  void run(long ns) {
    sink += steps(Math.round(ns * stepsPerNs), ns);
  }

  private static long steps(long count, long seed) {
    long x = seed | 1;
    for (long i = 0; i < count; i++) {
      x ^= x << 13;
      x ^= x >>> 7;
      x ^= x << 17;
    }
    return x;
  }

  /** The thread's CPU time, or wall time where the JVM cannot tell (a virtual thread). */
  private static long cpuTime(ThreadMXBean threads) {
    long cpu = threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : -1;
    return cpu >= 0 ? cpu : System.nanoTime();
  }
}
