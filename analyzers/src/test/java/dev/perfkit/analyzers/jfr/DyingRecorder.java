package dev.perfkit.analyzers.jfr;

import java.time.Instant;
import java.util.concurrent.Semaphore;
import jdk.jfr.consumer.EventStream;

/**
 * A program that dies while its flight recorder runs, the way a crashed or killed JVM does: it
 * collects {@code args[0]} times with {@code System.gc()}, waits until its own stream of the
 * repository has read those collections (the stream reads only as far as the chunk's header
 * reaches, so the header on disk covers them), then halts without closing the recording. Its JFR
 * repository keeps the unfinished chunk; its recording file is never written.
 */
public final class DyingRecorder {

  private DyingRecorder() {}

  public static void main(String[] args) throws Exception {
    int gcs = Integer.parseInt(args[0]);
    Semaphore collections = new Semaphore(0);
    try (EventStream own = EventStream.openRepository()) {
      // Without a start time the stream skips what came before its first read of the chunk.
      own.setStartTime(Instant.now());
      own.onEvent("jdk.GarbageCollection", event -> collections.release());
      own.startAsync();
      for (int i = gcs; i > 0; i--) {
        System.gc();
      }
      collections.acquire(gcs);
      System.out.println("halting after the stream read " + gcs + " collections");
      System.out.flush();
      Runtime.getRuntime().halt(3);
    }
  }
}
