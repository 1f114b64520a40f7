package dev.perfkit.load;

import java.io.IOException;

/**
 * The target closed a connection without sending a byte of the response: on a reused keep-alive
 * connection this usually means the server dropped it while idle, so the request is safe to retry.
 */
final class ClosedBeforeResponseException extends IOException {
  private static final long serialVersionUID = 1L;

  ClosedBeforeResponseException() {
    super("the target closed the connection before responding");
  }
}
