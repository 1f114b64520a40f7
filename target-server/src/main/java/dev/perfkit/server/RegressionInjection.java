package dev.perfkit.server;

/**
 * A known regression the server adds to every routed request on purpose, so that a gate can be
 * tested against a change of known size; off (zeros) by default.
 *
 * @param cpuNs extra CPU work per request, in nanoseconds of this machine's calibrated work
 * @param allocBytes extra bytes allocated per request, as one byte array that escapes
 * @param retainBytes extra bytes kept reachable per request, as one byte array held until the
 *     server stops or {@link RetainedMemory}'s bound is reached: a live set that grows with the
 *     load
 */
public record RegressionInjection(int cpuNs, int allocBytes, int retainBytes) {
  /** The largest extra CPU work per request: 100 ms. */
  public static final int MAX_CPU_NS = 100_000_000;

  /** The largest extra allocation per request: 64 MiB. */
  public static final int MAX_ALLOC_BYTES = 64 << 20;

  /** The largest retention per request: 1 MiB; the total is bounded by {@link RetainedMemory}. */
  public static final int MAX_RETAIN_BYTES = 1 << 20;

  /** No injected regression. */
  public static final RegressionInjection NONE = new RegressionInjection(0, 0, 0);

  /** CPU work and allocation, nothing retained. */
  public RegressionInjection(int cpuNs, int allocBytes) {
    this(cpuNs, allocBytes, 0);
  }

  /** Whether any regression is injected. */
  public boolean active() {
    return cpuNs > 0 || allocBytes > 0 || retainBytes > 0;
  }
}
