package dev.perfkit.analyzers.jfr;

import java.util.concurrent.Semaphore;
import jdk.jfr.consumer.EventStream;

/**
 * A program that dies while its flight recorder runs, the way a crashed or killed JVM does: it
 * collects {@code args[0]} times with {@code System.gc()}, waits until the recorder has flushed
 * twice since (so its chunk holds those collections for certain), then halts without closing the
 * recording. Its JFR repository keeps the unfinished chunk; its recording file is never written.
 */
public final class DyingRecorder {

  private DyingRecorder() {}

  public static void main(String[] args) throws Exception {
    Semaphore flushes = new Semaphore(0);
    try (EventStream own = EventStream.openRepository()) {
      own.onFlush(flushes::release);
      own.startAsync();
      for (int i = Integer.parseInt(args[0]); i > 0; i--) {
        System.gc();
      }
      flushes.drainPermits();
      flushes.acquire(2);
      System.out.println("halting after two flushes");
      System.out.flush();
      Runtime.getRuntime().halt(3);
    }
  }
}
