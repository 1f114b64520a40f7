package dev.perfkit.analyzers.logs;

import java.util.ArrayList;
import java.util.List;

/**
 * A child-JVM workload for the log readers' tests: calls a method of more than 325 bytes of
 * bytecode in a hot loop (so C1 logs "callee is too large" and C2 "hot method too big"), and an
 * interface method with one implementation over C1's 35-byte limit (so the JIT binds the call by
 * class hierarchy analysis before refusing it), while allocating enough to keep the collector busy.
 * Runs for the seconds given as its argument.
 */
public final class LogWorkload {

  private static final int KEEP = 20_000;
  private static final Step STEP = new MixStep();
  private static long sink;

  /** An interface with one implementation: calls to it are bound to {@link MixStep}. */
  interface Step {
    long apply(int x);
  }

  static final class MixStep implements Step {
    @Override
    public long apply(int x) {
      long r = x;
      for (int shift = 1; shift < 4; shift++) {
        r = r * 31 + (x >>> shift) + (r ^ (r >>> 7)) + (x % 13) * 17;
      }
      return r;
    }
  }

  private LogWorkload() {}

  public static void main(String[] args) {
    long end = System.nanoTime() + (long) (Double.parseDouble(args[0]) * 1e9);
    List<byte[]> retained = new ArrayList<>();
    int i = 0;
    while (System.nanoTime() < end) {
      sink += hotBigMethod(i++) + applyStep(STEP, i);
      retained.add(new byte[1024]);
      if (retained.size() > KEEP) {
        retained.clear();
      }
    }
    System.out.println(sink);
  }

  /** Calls through the interface type, which the JIT binds by class hierarchy analysis. */
  static long applyStep(Step step, int x) {
    return step.apply(x);
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
