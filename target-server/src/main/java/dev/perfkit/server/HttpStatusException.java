package dev.perfkit.server;

/**
 * A request the server answers with an error status instead of a result. Where it is thrown decides
 * the connection's fate: a reader's error closes it (the framing cannot be trusted), an endpoint's
 * bad parameter keeps it. Thrown on the bad-input path only, so it skips the stack trace: a hostile
 * client must not make errors expensive.
 */
final class HttpStatusException extends Exception {
  private static final long serialVersionUID = 1L;

  private final int status;

  HttpStatusException(int status, String message) {
    super(message, null, false, false);
    this.status = status;
  }

  int status() {
    return status;
  }
}
