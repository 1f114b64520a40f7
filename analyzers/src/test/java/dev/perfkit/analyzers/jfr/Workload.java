package dev.perfkit.analyzers.jfr;

/**
 * The program profiled by the reader tests, run in a child JVM: a hot CPU method, an
 * allocation-heavy method, and threads contending for one monitor (whose holder sleeps, so the
 * waits are long and cost no CPU).
 */
public final class Workload {

  static final Object LOCK = new Object();
  static volatile long sink;

  private Workload() {}

  public static void main(String[] args) throws InterruptedException {
    long end = System.currentTimeMillis() + Long.parseLong(args[0]);
    Thread[] contenders = new Thread[3];
    for (int t = 0; t < contenders.length; t++) {
      contenders[t] = new Thread(() -> contend(end), "contender-" + t);
      contenders[t].start();
    }
    while (System.currentTimeMillis() < end) {
      // spin takes ~8x allocate's self CPU samples here (2.1x at 2M rounds): the dominant frame
      // on any machine, whatever its memory bandwidth against its arithmetic speed.
      sink += spin(8_000_000);
      sink += allocate(20_000).length;
    }
    for (Thread contender : contenders) {
      contender.join();
    }
  }

  static long spin(int rounds) {
    long sum = 0;
    for (int i = 0; i < rounds; i++) {
      sum += (i * 31L) ^ (sum >>> 3);
    }
    return sum;
  }

  static byte[] allocate(int count) {
    byte[] last = null;
    for (int i = 0; i < count; i++) {
      last = new byte[1024];
      sink += last.length;
    }
    return last;
  }

  static void contend(long end) {
    while (System.currentTimeMillis() < end) {
      synchronized (LOCK) {
        sleep(15);
      }
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
