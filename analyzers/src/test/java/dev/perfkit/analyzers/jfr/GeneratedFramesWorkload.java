package dev.perfkit.analyzers.jfr;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.function.IntToLongFunction;

/**
 * The program of the generated-frames test, run in a child JVM: the same CPU and allocation work
 * reached through five kinds of generated code (a lambda, a proxy, a method handle, reflection and
 * a second lambda), weighted 16:8:4:2:1, so that its five hottest stacks are one per kind, in that
 * order, and each holds a generated frame.
 */
public final class GeneratedFramesWorkload {

  /** What the proxy implements; public, so the JDK puts the proxy in a dynamic module. */
  public interface Work {
    long work(int units);
  }

  private static final int ROUNDS_PER_UNIT = 100_000;
  static volatile long sink;
  static volatile byte[] kept;

  private GeneratedFramesWorkload() {}

  public static void main(String[] args) throws Throwable {
    long end = System.currentTimeMillis() + Long.parseLong(args[0]);
    IntToLongFunction viaLambda = units -> burn(units);
    Work viaProxy =
        (Work)
            Proxy.newProxyInstance(
                Work.class.getClassLoader(),
                new Class<?>[] {Work.class},
                (proxy, method, arguments) -> burn((Integer) arguments[0]));
    MethodHandle viaHandle =
        MethodHandles.lookup()
            .findStatic(
                GeneratedFramesWorkload.class,
                "burn",
                MethodType.methodType(long.class, int.class));
    Method viaReflection = GeneratedFramesWorkload.class.getDeclaredMethod("burn", int.class);
    IntToLongFunction viaSecondLambda = units -> burn(units);
    while (System.currentTimeMillis() < end) {
      sink += viaLambda.applyAsLong(16);
      sink += viaProxy.work(8);
      sink += (long) viaHandle.invokeExact(4);
      sink += (Long) viaReflection.invoke(null, 2);
      sink += viaSecondLambda.applyAsLong(1);
    }
  }

  /** CPU and allocation in proportion to {@code units}, whoever calls it. */
  static long burn(int units) {
    long sum = 0;
    for (int i = 0; i < units * ROUNDS_PER_UNIT; i++) {
      sum += (i * 31L) ^ (sum >>> 3);
      if (i % 1000 == 0) {
        kept = new byte[1024];
      }
    }
    return sum;
  }
}
