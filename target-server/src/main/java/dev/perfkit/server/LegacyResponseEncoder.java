package dev.perfkit.server;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * The legacy encoder: concatenates the head as a string and copies head and body into a fresh 16
 * KiB buffer for every response.
 */
final class LegacyResponseEncoder implements ResponseEncoder {
  static final int RESPONSE_BUFFER_BYTES = 16 * 1024;

  @Override
  public ByteBuffer encode(HttpResponse response) {
    String head =
        "HTTP/1.1 "
            + response.status()
            + " "
            + HttpResponse.reason(response.status())
            + "\r\n"
            + "Content-Type: text/plain; charset=UTF-8\r\n"
            + "Content-Length: "
            + response.body().length
            + "\r\n"
            + (response.allow() == null ? "" : "Allow: " + response.allow() + "\r\n")
            + switch (response.connection()) {
              case NONE -> "";
              case KEEP_ALIVE -> "Connection: keep-alive\r\n";
              case CLOSE -> "Connection: close\r\n";
            }
            + "\r\n";
    byte[] headBytes = head.getBytes(StandardCharsets.ISO_8859_1);
    ByteBuffer buffer = createResponseBuffer(headBytes.length + response.body().length);
    return buffer.put(headBytes).put(response.body()).flip();
  }

  @Override
  public void release(ByteBuffer buffer) {
    // Nothing to give back: the collector takes it.
  }

  /** Named so that allocation profiles point at it: a new buffer for every response. */
  static ByteBuffer createResponseBuffer(int needed) {
    return ByteBuffer.allocate(Math.max(RESPONSE_BUFFER_BYTES, needed));
  }
}
