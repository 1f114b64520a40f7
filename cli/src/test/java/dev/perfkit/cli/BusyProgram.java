package dev.perfkit.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A Java program that perfkit did not start, for the attach tests: three threads that build strings
 * under one shared lock, so that cpu, alloc and lock samples all have its frames. Prints
 * "busy-program ready" once running; runs until killed. Runs on JDK 17 from its source.
 */
public final class BusyProgram {

  private static final Object LOCK = new Object();

  /**
   * How often each thread sleeps a millisecond while it holds the lock. A pass holds the lock for a
   * few microseconds, so where each thread has a core of its own every wait could stay under
   * async-profiler's 10 us lock threshold; the sleeps make the others wait a millisecond, far above
   * it, and still leave most of the time to building strings.
   */
  private static final long PAUSE_EVERY_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

  private static volatile long sink;

  private BusyProgram() {}

  public static void main(String[] args) throws InterruptedException {
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      Thread thread = new Thread(BusyProgram::work, "busy-" + i);
      thread.setDaemon(true);
      thread.start();
      threads.add(thread);
    }
    System.out.println("busy-program ready");
    System.out.flush();
    for (Thread thread : threads) {
      thread.join();
    }
  }

  private static void work() {
    long lastPause = System.nanoTime();
    while (true) {
      synchronized (LOCK) {
        sink += buildText().length();
        if (System.nanoTime() - lastPause > PAUSE_EVERY_NANOS) {
          sleepOneMillisecond();
          lastPause = System.nanoTime();
        }
      }
    }
  }

  private static void sleepOneMillisecond() {
    try {
      Thread.sleep(1);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static String buildText() {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 500; i++) {
      text.append(i);
    }
    return text.toString();
  }
}
