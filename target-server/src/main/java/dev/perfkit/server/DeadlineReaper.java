package dev.perfkit.server;

import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Enforces the hybrid mode's idle and request timeouts: one thread that looks at every connection's
 * deadline a few times a second, so that reads need no per-read timer.
 */
final class DeadlineReaper implements Runnable {
  private static final long TICK_MS = 100;

  private final Set<BlockingConnection> connections;
  private volatile boolean running = true;

  DeadlineReaper(Set<BlockingConnection> connections) {
    this.connections = connections;
  }

  @Override
  public void run() {
    while (running) {
      try {
        TimeUnit.MILLISECONDS.sleep(TICK_MS);
      } catch (InterruptedException e) {
        return;
      }
      long now = System.nanoTime();
      connections.forEach(connection -> connection.expireIfLate(now));
    }
  }

  void stop() {
    running = false;
  }
}
