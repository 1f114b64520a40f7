package dev.perfkit.server;

/**
 * How the target server runs. {@link ServerArgs} builds one from flags and a properties file; tests
 * and the CLI may build one directly.
 *
 * @param executionMode blocking thread-per-connection or a selector loop
 * @param threadType platform pool or virtual threads
 * @param threadPoolSize size of the platform pool (also reported, unused, for virtual threads)
 * @param variant legacy (with the bottlenecks) or optimized
 * @param port the port, 0 for any free one
 * @param bind the address to listen on
 * @param idleTimeoutMs how long an open connection may wait for its next request
 * @param requestTimeoutMs how long a started request may take to arrive in full
 * @param injection a regression added to every request on purpose, {@link RegressionInjection#NONE}
 *     by default
 */
public record ServerConfig(
    ExecutionMode executionMode,
    ThreadType threadType,
    int threadPoolSize,
    Variant variant,
    int port,
    String bind,
    int idleTimeoutMs,
    int requestTimeoutMs,
    RegressionInjection injection) {

  public static final int DEFAULT_PORT = 8080;
  public static final int DEFAULT_THREAD_POOL_SIZE = 150;
  public static final String DEFAULT_BIND = "127.0.0.1";
  public static final int DEFAULT_IDLE_TIMEOUT_MS = 10_000;
  public static final int DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

  /** The defaults: hybrid, platform threads (150), legacy, 127.0.0.1:8080. */
  public static ServerConfig defaults() {
    return new ServerConfig(
        ExecutionMode.HYBRID,
        ThreadType.PLATFORM,
        DEFAULT_THREAD_POOL_SIZE,
        Variant.LEGACY,
        DEFAULT_PORT,
        DEFAULT_BIND,
        DEFAULT_IDLE_TIMEOUT_MS,
        DEFAULT_REQUEST_TIMEOUT_MS,
        RegressionInjection.NONE);
  }

  /** These settings on another port; 0 for any free one. */
  public ServerConfig withPort(int newPort) {
    return new ServerConfig(
        executionMode,
        threadType,
        threadPoolSize,
        variant,
        newPort,
        bind,
        idleTimeoutMs,
        requestTimeoutMs,
        injection);
  }

  /** These settings with other timeouts, in milliseconds. */
  public ServerConfig withTimeouts(int idleMs, int requestMs) {
    return new ServerConfig(
        executionMode,
        threadType,
        threadPoolSize,
        variant,
        port,
        bind,
        idleMs,
        requestMs,
        injection);
  }

  /** These settings with {@code regression} injected into every request. */
  public ServerConfig withInjection(RegressionInjection regression) {
    return new ServerConfig(
        executionMode,
        threadType,
        threadPoolSize,
        variant,
        port,
        bind,
        idleTimeoutMs,
        requestTimeoutMs,
        regression);
  }

  /** The given mode, thread type and variant with all other settings at their defaults. */
  public static ServerConfig of(ExecutionMode mode, ThreadType threads, Variant variant) {
    ServerConfig d = defaults();
    return new ServerConfig(
        mode,
        threads,
        d.threadPoolSize,
        variant,
        d.port,
        d.bind,
        d.idleTimeoutMs,
        d.requestTimeoutMs,
        d.injection);
  }
}
