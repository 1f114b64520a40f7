package dev.perfkit.load;

import java.io.IOException;

/** A request got no complete response within the plan's per-request timeout. */
final class RequestTimeoutException extends IOException {
  private static final long serialVersionUID = 1L;

  RequestTimeoutException() {
    super("the request timed out");
  }
}
