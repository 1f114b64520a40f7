package dev.perfkit.load;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A daemon thread that, every few milliseconds, expires the requests past their deadline on every
 * connection, so that reads can block without a socket timeout.
 */
final class TimeoutWatchdog implements AutoCloseable {
  private static final long PERIOD_NANOS = TimeUnit.MILLISECONDS.toNanos(5);

  private final List<HttpConnection> connections;
  private final Thread thread;
  private volatile boolean running = true;

  TimeoutWatchdog(List<HttpConnection> connections) {
    this.connections = List.copyOf(connections);
    this.thread = Thread.ofPlatform().daemon().name("perfkit-load-timeouts").start(this::watch);
  }

  private void watch() {
    while (running) {
      LockSupport.parkNanos(PERIOD_NANOS);
      long now = System.nanoTime();
      for (HttpConnection connection : connections) {
        connection.expireIfOverdue(now);
      }
    }
  }

  @Override
  public void close() {
    running = false;
    LockSupport.unpark(thread);
  }
}
