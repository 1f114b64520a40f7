package dev.perfkit.cli;

import dev.perfkit.server.ExecutionMode;
import dev.perfkit.server.ServerArgs;
import dev.perfkit.server.ServerConfig;
import dev.perfkit.server.ServerConfigException;
import dev.perfkit.server.ThreadType;
import dev.perfkit.server.Variant;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The bundled target server's options, shared by {@code perfkit server} and {@code perfkit run}.
 * Only the options the user gave are passed on, as the server's own flags, so that the server's
 * parser stays the one place that knows the defaults and how a properties file combines with flags
 * (flags win).
 */
public final class ServerOptions {

  @Option(
      names = "--execution-mode",
      paramLabel = "MODE",
      description = "hybrid (a thread per connection) or nio (a selector loop); default hybrid.")
  ExecutionMode executionMode;

  @Option(
      names = "--thread-type",
      paramLabel = "TYPE",
      description = "platform (a fixed pool) or virtual threads; default platform.")
  ThreadType threadType;

  @Option(
      names = "--thread-pool-size",
      paramLabel = "N",
      description = "Size of the platform thread pool; default 150.")
  Integer threadPoolSize;

  @Option(
      names = "--variant",
      paramLabel = "VARIANT",
      description = "legacy (with the classic bottlenecks) or optimized; default legacy.")
  Variant variant;

  @Option(
      names = "--port",
      paramLabel = "PORT",
      description = "Port to listen on, 0 for any free port.")
  Integer port;

  @Option(
      names = "--bind",
      paramLabel = "ADDRESS",
      description = "Address to listen on; default 127.0.0.1 (loopback only).")
  String bind;

  @Option(
      names = "--idle-timeout-ms",
      paramLabel = "MS",
      description = "How long an open connection may wait for its next request; default 10000.")
  Integer idleTimeoutMs;

  @Option(
      names = "--request-timeout-ms",
      paramLabel = "MS",
      description =
          "How long a started request may take to arrive in full (then 408); default 10000.")
  Integer requestTimeoutMs;

  @Option(
      names = "--inject-cpu-ns",
      paramLabel = "NS",
      description =
          "Regression on purpose: about NS ns of extra CPU work per request (calibrated at start);"
              + " default 0, none.")
  Integer injectCpuNs;

  @Option(
      names = "--inject-alloc-bytes",
      paramLabel = "BYTES",
      description =
          "Regression on purpose: one extra BYTES-byte array allocated per request; default 0,"
              + " none.")
  Integer injectAllocBytes;

  @Option(
      names = "--inject-retain-bytes",
      paramLabel = "BYTES",
      description =
          "Regression on purpose: one BYTES-byte array per request kept reachable, a growing live"
              + " set (at most a quarter of the heap, 256 MiB, in all); default 0, none.")
  Integer injectRetainBytes;

  @Option(
      names = "--server-config",
      paramLabel = "FILE",
      description = "A properties file with the same keys (execution-mode=nio, port=8080...).")
  Path config;

  /** The server's command-line flags for the options given, for {@code dev.perfkit.server}. */
  public List<String> toServerArgs() {
    List<String> args = new ArrayList<>();
    if (config != null) {
      add(args, "config", config.toString());
    }
    if (executionMode != null) {
      add(args, "execution-mode", executionMode.key());
    }
    if (threadType != null) {
      add(args, "thread-type", threadType.key());
    }
    if (threadPoolSize != null) {
      add(args, "thread-pool-size", threadPoolSize.toString());
    }
    if (variant != null) {
      add(args, "variant", variant.key());
    }
    if (port != null) {
      add(args, "port", port.toString());
    }
    if (bind != null) {
      add(args, "bind", bind);
    }
    if (idleTimeoutMs != null) {
      add(args, "idle-timeout-ms", idleTimeoutMs.toString());
    }
    if (requestTimeoutMs != null) {
      add(args, "request-timeout-ms", requestTimeoutMs.toString());
    }
    if (injectCpuNs != null) {
      add(args, "inject-cpu-ns", injectCpuNs.toString());
    }
    if (injectAllocBytes != null) {
      add(args, "inject-alloc-bytes", injectAllocBytes.toString());
    }
    if (injectRetainBytes != null) {
      add(args, "inject-retain-bytes", injectRetainBytes.toString());
    }
    return args;
  }

  /**
   * The configuration the options given describe, checked by the server's own parser so that {@code
   * perfkit run} refuses a bad value before it starts a JVM: a bad flag is a usage error, a missing
   * or bad properties file is bad input.
   */
  public ServerConfig toConfig() {
    try {
      return ServerArgs.parse(toServerArgs());
    } catch (ServerConfigException e) {
      throw e.inConfigFile()
          ? PerfkitException.badInput(e.getMessage())
          : PerfkitException.usage("--" + e.getMessage());
    }
  }

  /** Whether the user chose a port; {@code perfkit run} picks a free one otherwise. */
  public boolean portGiven() {
    return port != null;
  }

  private static void add(List<String> args, String key, String value) {
    args.add("--" + key);
    args.add(value);
  }
}
