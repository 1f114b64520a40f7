package dev.perfkit.server;

/**
 * The pieces of the request path that differ between the two variants; everything else (I/O modes,
 * threads, endpoints, limits) is shared, so a difference in a profile is the variant's doing.
 */
record VariantParts(
    RequestReader reader, Router router, ResponseEncoder encoder, RequestBuffers buffers) {

  /** Idle buffers each size class keeps: enough for a few hundred concurrent connections. */
  private static final int MAX_IDLE_BUFFERS_PER_CLASS = 512;

  static VariantParts of(Variant variant) {
    return switch (variant) {
      case LEGACY ->
          new VariantParts(
              new LegacyRequestReader(),
              new RegexRouter(),
              new LegacyResponseEncoder(),
              new FreshRequestBuffers());
      case OPTIMIZED -> optimized(new BufferPool(MAX_IDLE_BUFFERS_PER_CLASS));
    };
  }

  /** These parts with {@code injection}'s extra work on every routed request. */
  VariantParts withInjection(RegressionInjection injection) {
    return new VariantParts(reader, InjectingRouter.around(router, injection), encoder, buffers);
  }

  private static VariantParts optimized(BufferPool pool) {
    return new VariantParts(
        new OptimizedRequestReader(),
        new DirectRouter(),
        new PooledResponseEncoder(pool),
        new PooledRequestBuffers(pool));
  }
}
