package dev.perfkit.server;

import java.net.InetSocketAddress;

/** One I/O mode: accepts connections and moves bytes between them and the {@link Exchange}. */
interface Transport {

  /** The address actually bound. */
  InetSocketAddress localAddress();

  /**
   * Stops accepting, closes idle connections, lets requests in flight finish for at most {@code
   * graceMs}, then closes whatever is left.
   */
  void stop(long graceMs) throws InterruptedException;
}
