package dev.perfkit.server;

import java.io.IOException;
import java.net.Inet6Address;
import java.net.InetSocketAddress;
import java.util.concurrent.CountDownLatch;

/**
 * A running target server. {@link #start} binds and serves at once; {@link #close} stops it
 * gracefully: no new connections, requests in flight finish (within {@link #SHUTDOWN_GRACE_MS}).
 */
public final class TargetServer implements AutoCloseable {
  /** How long requests in flight may take to finish once the server is asked to stop. */
  public static final long SHUTDOWN_GRACE_MS = 10_000;

  private final ServerConfig config;
  private final Exchange exchange;
  private final Transport transport;
  private final CountDownLatch stopped = new CountDownLatch(1);
  private boolean closing;

  private TargetServer(ServerConfig config, Exchange exchange, Transport transport) {
    this.config = config;
    this.exchange = exchange;
    this.transport = transport;
  }

  /**
   * Binds and starts serving.
   *
   * @throws IOException when the address cannot be bound (in use, not local)
   */
  public static TargetServer start(ServerConfig config) throws IOException {
    Exchange exchange =
        new Exchange(VariantParts.of(config.variant()).withInjection(config.injection()));
    Transport transport =
        switch (config.executionMode()) {
          case HYBRID -> new BlockingTransport(config, exchange);
          case NIO -> new NioTransport(config, exchange);
        };
    return new TargetServer(config, exchange, transport);
  }

  public ServerConfig config() {
    return config;
  }

  /** The port actually bound (the one chosen when the configuration said 0). */
  public int port() {
    return transport.localAddress().getPort();
  }

  /** The address actually bound, as {@code host:port} ({@code [v6]:port} for IPv6). */
  public String address() {
    InetSocketAddress address = transport.localAddress();
    String host = address.getAddress().getHostAddress();
    return (address.getAddress() instanceof Inet6Address ? "[" + host + "]" : host)
        + ":"
        + address.getPort();
  }

  /** Responses written in full so far, any status. */
  public long requestsHandled() {
    return exchange.responsesWritten();
  }

  /** Requests being answered right now (tests wait for one to be in flight). */
  long requestsInFlight() {
    return exchange.requestsInFlight();
  }

  /** The line a launcher waits for; printed once the server accepts connections. */
  public String readinessLine() {
    return "perfkit-target-server listening on "
        + address()
        + " mode="
        + config.executionMode().key()
        + " threads="
        + config.threadType().key()
        + " pool="
        + config.threadPoolSize()
        + " variant="
        + config.variant().key()
        + injected(config.injection());
  }

  private static String injected(RegressionInjection injection) {
    return (injection.cpuNs() > 0 ? " inject-cpu-ns=" + injection.cpuNs() : "")
        + (injection.allocBytes() > 0 ? " inject-alloc-bytes=" + injection.allocBytes() : "")
        + (injection.retainBytes() > 0 ? " inject-retain-bytes=" + injection.retainBytes() : "");
  }

  /** The line printed after a graceful stop, with the number of responses written. */
  public String stoppedLine() {
    return "perfkit-target-server stopped: handled " + requestsHandled() + " requests";
  }

  /** Stops gracefully; later calls return at once. */
  @Override
  public void close() {
    synchronized (this) {
      if (closing) {
        awaitStoppedUninterruptibly();
        return;
      }
      closing = true;
    }
    try {
      transport.stop(SHUTDOWN_GRACE_MS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      stopped.countDown();
    }
  }

  /** Blocks until {@link #close} has finished. */
  public void awaitStopped() throws InterruptedException {
    stopped.await();
  }

  private void awaitStoppedUninterruptibly() {
    boolean interrupted = false;
    while (stopped.getCount() > 0) {
      try {
        stopped.await();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
