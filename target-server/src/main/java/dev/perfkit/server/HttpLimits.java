package dev.perfkit.server;

/** The bounds every request must keep, the same for both variants. */
final class HttpLimits {
  /** The request line and header fields, up to and including the blank line. */
  static final int MAX_HEAD_BYTES = 8 * 1024;

  /** The decoded request body. */
  static final int MAX_BODY_BYTES = 1024 * 1024;

  /** Raw bytes buffered for one unfinished request: a chunked body carries framing overhead. */
  static final int MAX_BUFFERED_BYTES = 3 * MAX_BODY_BYTES;

  /** A chunk-size line (hex digits and extensions) longer than this is not a chunk size. */
  static final int MAX_CHUNK_LINE_BYTES = 1024;

  private HttpLimits() {}

  /** The answer for a request that is not complete yet: wait for more bytes, if within bounds. */
  static HttpRequest needMoreBytes(int buffered) throws HttpStatusException {
    if (buffered > MAX_BUFFERED_BYTES) {
      throw new HttpStatusException(413, "request larger than " + MAX_BUFFERED_BYTES + " bytes");
    }
    return null;
  }

  static HttpStatusException headTooLarge() {
    return new HttpStatusException(431, "request head larger than " + MAX_HEAD_BYTES + " bytes");
  }

  static HttpStatusException bodyTooLarge() {
    return new HttpStatusException(413, "request body larger than " + MAX_BODY_BYTES + " bytes");
  }

  static HttpStatusException requestTimeout(int timeoutMs) {
    return new HttpStatusException(408, "request not complete within " + timeoutMs + " ms");
  }

  static HttpStatusException malformed(String what) {
    return new HttpStatusException(400, what);
  }

  /** Whether {@code c} may appear in a method or header name (RFC 9110 token). */
  static boolean isTokenChar(int c) {
    return c > 32 && c < 127 && "()<>@,;:\\\"/[]?={}".indexOf(c) < 0;
  }

  /** Whether {@code c} may appear in a header value: visible, space, tab or obs-text. */
  static boolean isFieldValueChar(int c) {
    return c == '\t' || (c >= 32 && c != 127);
  }
}
