package dev.perfkit.server;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * The optimized encoder: writes pre-encoded header bytes and the length digits straight into a
 * pooled buffer of the smallest size class that fits.
 */
final class PooledResponseEncoder implements ResponseEncoder {
  private static final int[] STATUSES = {200, 400, 404, 405, 408, 413, 431, 500, 501, 503};
  private static final byte[][] STATUS_LINES = new byte[STATUSES.length][];
  private static final byte[] CONTENT_TYPE_AND_LENGTH =
      ascii("Content-Type: text/plain; charset=UTF-8\r\nContent-Length: ");
  private static final byte[] ALLOW = ascii("Allow: ");
  private static final byte[] KEEP_ALIVE = ascii("Connection: keep-alive\r\n");
  private static final byte[] CLOSE = ascii("Connection: close\r\n");
  private static final byte[] CRLF = ascii("\r\n");
  private static final int MAX_HEAD_BYTES = 256;

  static {
    for (int i = 0; i < STATUSES.length; i++) {
      STATUS_LINES[i] = statusLine(STATUSES[i]);
    }
  }

  private final BufferPool pool;

  PooledResponseEncoder(BufferPool pool) {
    this.pool = pool;
  }

  @Override
  public ByteBuffer encode(HttpResponse response) {
    ByteBuffer buffer = pool.acquire(MAX_HEAD_BYTES + response.body().length);
    buffer.put(statusLineOf(response.status())).put(CONTENT_TYPE_AND_LENGTH);
    putDecimal(buffer, response.body().length).put(CRLF);
    if (response.allow() != null) {
      buffer.put(ALLOW).put(ascii(response.allow())).put(CRLF);
    }
    switch (response.connection()) {
      case KEEP_ALIVE -> buffer.put(KEEP_ALIVE);
      case CLOSE -> buffer.put(CLOSE);
      case NONE -> {}
    }
    return buffer.put(CRLF).put(response.body()).flip();
  }

  @Override
  public void release(ByteBuffer buffer) {
    pool.release(buffer);
  }

  private static byte[] statusLineOf(int status) {
    for (int i = 0; i < STATUSES.length; i++) {
      if (STATUSES[i] == status) {
        return STATUS_LINES[i];
      }
    }
    return statusLine(status);
  }

  private static byte[] statusLine(int status) {
    return ascii("HTTP/1.1 " + status + " " + HttpResponse.reason(status) + "\r\n");
  }

  private static ByteBuffer putDecimal(ByteBuffer buffer, int value) {
    int digits = 1;
    for (int rest = value; rest >= 10; rest /= 10) {
      digits++;
    }
    int end = buffer.position() + digits;
    for (int i = end - 1; i >= buffer.position(); i--) {
      buffer.put(i, (byte) ('0' + value % 10));
      value /= 10;
    }
    return buffer.position(end);
  }

  private static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.US_ASCII);
  }
}
