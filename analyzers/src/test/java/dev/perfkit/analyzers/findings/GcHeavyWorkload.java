package dev.perfkit.analyzers.findings;

import java.util.ArrayDeque;

/**
 * A child-JVM workload for a GC-bound recording: in a small heap it keeps most of it live, churns
 * through garbage, and calls System.gc() every 100 ms, so the collector runs young and full
 * collections all the time. Runs for the seconds given as its argument.
 */
public final class GcHeavyWorkload {

  private static final int RETAINED_CHUNKS = 160; // 160 x 100 KiB of a 32 MiB heap

  private GcHeavyWorkload() {}

  public static void main(String[] args) {
    long end = System.nanoTime() + (long) (Double.parseDouble(args[0]) * 1e9);
    long nextGc = System.nanoTime();
    ArrayDeque<byte[]> retained = new ArrayDeque<>();
    long sink = 0;
    while (System.nanoTime() < end) {
      byte[] chunk = new byte[100 * 1024];
      sink += chunk.length;
      retained.addLast(chunk);
      if (retained.size() > RETAINED_CHUNKS) {
        retained.removeFirst();
      }
      if (System.nanoTime() >= nextGc) {
        System.gc();
        nextGc = System.nanoTime() + 100_000_000L;
      }
    }
    System.out.println(sink);
  }
}
