package dev.perfkit.analyzers.logs;

import java.util.ArrayList;
import java.util.List;

/**
 * A child-JVM workload for the log readers' tests: calls a method of more than 325 bytes of
 * bytecode in a hot loop (so C1 logs "callee is too large" and C2 "hot method too big") while
 * allocating enough to keep the collector busy. Runs for the seconds given as its argument.
 */
public final class LogWorkload {

  private static final int KEEP = 20_000;
  private static long sink;

  private LogWorkload() {}

  public static void main(String[] args) {
    long end = System.nanoTime() + (long) (Double.parseDouble(args[0]) * 1e9);
    List<byte[]> retained = new ArrayList<>();
    int i = 0;
    while (System.nanoTime() < end) {
      sink += hotBigMethod(i++);
      retained.add(new byte[1024]);
      if (retained.size() > KEEP) {
        retained.clear();
      }
    }
    System.out.println(sink);
  }

  /**
   * Deliberately long straight-line arithmetic: about 580 bytes of bytecode, above FreqInlineSize.
   */
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
