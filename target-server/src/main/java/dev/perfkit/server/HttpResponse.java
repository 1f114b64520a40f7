package dev.perfkit.server;

import java.nio.charset.StandardCharsets;

/**
 * One response before encoding: every body is {@code text/plain}, so status, body, the Allow header
 * of a 405 and the connection decision are all that varies.
 *
 * @param status the status code
 * @param body the body bytes
 * @param allow the Allow header's value, or {@code null}
 * @param connection what the response says about the connection
 */
record HttpResponse(int status, byte[] body, String allow, ConnectionHeader connection) {

  /** What a response says about its connection; the server acts on it after writing. */
  enum ConnectionHeader {
    /** HTTP/1.1 default: the connection stays open, nothing is said. */
    NONE,
    /** An HTTP/1.0 client asked to keep the connection: say so, keep it. */
    KEEP_ALIVE,
    /** The server closes the connection after this response. */
    CLOSE
  }

  static HttpResponse ok(String text) {
    return new HttpResponse(
        200, text.getBytes(StandardCharsets.UTF_8), null, ConnectionHeader.NONE);
  }

  static HttpResponse ok(byte[] body) {
    return new HttpResponse(200, body, null, ConnectionHeader.NONE);
  }

  static HttpResponse error(int status, String message) {
    byte[] body = (reason(status) + ": " + message).getBytes(StandardCharsets.UTF_8);
    return new HttpResponse(status, body, null, ConnectionHeader.NONE);
  }

  /** What a read-only endpoint allows: every GET route answers HEAD too (see Exchange). */
  static final String GET_AND_HEAD = "GET, HEAD";

  static HttpResponse methodNotAllowed(String allowed) {
    byte[] body = (reason(405) + ": use " + allowed).getBytes(StandardCharsets.UTF_8);
    return new HttpResponse(405, body, allowed, ConnectionHeader.NONE);
  }

  HttpResponse withConnection(ConnectionHeader header) {
    return new HttpResponse(status, body, allow, header);
  }

  boolean closesConnection() {
    return connection == ConnectionHeader.CLOSE;
  }

  /** The reason phrase of every status this server sends. */
  static String reason(int status) {
    return switch (status) {
      case 200 -> "OK";
      case 400 -> "Bad Request";
      case 404 -> "Not Found";
      case 405 -> "Method Not Allowed";
      case 408 -> "Request Timeout";
      case 413 -> "Content Too Large";
      case 431 -> "Request Header Fields Too Large";
      case 501 -> "Not Implemented";
      case 503 -> "Service Unavailable";
      default -> "Internal Server Error";
    };
  }
}
