package jdk17;

import java.util.ArrayList;
import java.util.List;

/**
 * The workload that made the JDK 17 files in this folder (see README.md): a hot method of more than
 * 325 bytes of bytecode (so C1 logs "callee is too large" and C2 "hot method too big"), allocation
 * of 1 KB arrays with up to 20 MB kept alive (so the collector works), two forced collections, and
 * two threads taking turns on one monitor (so the flight recorder sees contention). Runs for the
 * seconds given as its argument; compile it with JDK 17's javac.
 */
public final class Jdk17Workload {

  private static final int KEEP = 20_000;

  /** One array per this many calls: enough for a few dozen collections, not hundreds. */
  private static final int ALLOCATE_EVERY = 16;
  private static final Object LOCK = new Object();
  private static volatile long sink;

  private Jdk17Workload() {}

  public static void main(String[] args) throws InterruptedException {
    long start = System.nanoTime();
    long length = (long) (Double.parseDouble(args[0]) * 1e9);
    Thread[] contenders = {contender(start + length, 0), contender(start + length, 1)};
    List<byte[]> retained = new ArrayList<>();
    int forced = 0;
    int i = 0;
    for (long now = start; now < start + length; now = System.nanoTime()) {
      sink += hotBigMethod(i++);
      if (i % ALLOCATE_EVERY == 0) {
        retained.add(new byte[1024]);
      }
      if (retained.size() > KEEP) {
        retained.clear();
      }
      // Two System.gc() calls, at a third and two thirds of the run: full collections to count.
      if (forced < 2 && now - start > (forced + 1) * length / 3) {
        System.gc();
        forced++;
      }
    }
    for (Thread contender : contenders) {
      contender.join();
    }
    System.out.println(sink);
  }

  private static Thread contender(long end, int number) {
    Thread thread = new Thread(() -> contend(end), "contender-" + number);
    thread.start();
    return thread;
  }

  /** Holds the monitor while sleeping, so the other contender waits about 15 ms each time. */
  static void contend(long end) {
    while (System.nanoTime() < end) {
      synchronized (LOCK) {
        try {
          Thread.sleep(15);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  /** Deliberately long straight-line arithmetic: about 580 bytes of bytecode. */
  static long hotBigMethod(int x) {
    long r = x;
    r = r * 31 + (x ^ 7);
    r = r * 31 + (x ^ 11);
    r = r * 31 + (x ^ 13);
    r = r * 31 + (x ^ 17);
    r = r * 31 + (x ^ 19);
    r = r * 31 + (x ^ 23);
    r = r * 31 + (x ^ 29);
    r = r * 31 + (x ^ 31);
    r = r * 37 + (x ^ 7);
    r = r * 37 + (x ^ 11);
    r = r * 37 + (x ^ 13);
    r = r * 37 + (x ^ 17);
    r = r * 37 + (x ^ 19);
    r = r * 37 + (x ^ 23);
    r = r * 37 + (x ^ 29);
    r = r * 37 + (x ^ 31);
    r = r * 41 + (x ^ 7);
    r = r * 41 + (x ^ 11);
    r = r * 41 + (x ^ 13);
    r = r * 41 + (x ^ 17);
    r = r * 41 + (x ^ 19);
    r = r * 41 + (x ^ 23);
    r = r * 41 + (x ^ 29);
    r = r * 41 + (x ^ 31);
    r = r * 43 + (x ^ 7);
    r = r * 43 + (x ^ 11);
    r = r * 43 + (x ^ 13);
    r = r * 43 + (x ^ 17);
    r = r * 43 + (x ^ 19);
    r = r * 43 + (x ^ 23);
    r = r * 43 + (x ^ 29);
    r = r * 43 + (x ^ 31);
    r = r * 47 + (x ^ 7);
    r = r * 47 + (x ^ 11);
    r = r * 47 + (x ^ 13);
    r = r * 47 + (x ^ 17);
    r = r * 47 + (x ^ 19);
    r = r * 47 + (x ^ 23);
    r = r * 47 + (x ^ 29);
    r = r * 47 + (x ^ 31);
    r = r * 53 + (x ^ 7);
    r = r * 53 + (x ^ 11);
    r = r * 53 + (x ^ 13);
    r = r * 53 + (x ^ 17);
    r = r * 53 + (x ^ 19);
    r = r * 53 + (x ^ 23);
    r = r * 53 + (x ^ 29);
    r = r * 53 + (x ^ 31);
    return r;
  }
}
