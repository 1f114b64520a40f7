package dev.perfkit.server;

/**
 * A request the server answers with an error status instead of a result. Thrown on the bad-input
 * path only, so it skips the stack trace: a hostile client must not make errors expensive.
 */
final class HttpStatusException extends Exception {
  private static final long serialVersionUID = 1L;

  private final int status;
  private final boolean closesConnection;

  private HttpStatusException(int status, String message, boolean closesConnection) {
    super(message, null, false, false);
    this.status = status;
    this.closesConnection = closesConnection;
  }

  /** A request whose framing cannot be trusted: the answer closes the connection. */
  static HttpStatusException framing(int status, String message) {
    return new HttpStatusException(status, message, true);
  }

  /** A well-framed request with a bad value: the connection stays usable. */
  static HttpStatusException value(int status, String message) {
    return new HttpStatusException(status, message, false);
  }

  int status() {
    return status;
  }

  boolean closesConnection() {
    return closesConnection;
  }
}
