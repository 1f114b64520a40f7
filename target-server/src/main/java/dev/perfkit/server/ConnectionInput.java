package dev.perfkit.server;

import java.nio.ByteBuffer;

/**
 * The bytes a connection has received and not yet consumed: what the socket reads into and what the
 * request reader parses, across pipelined requests.
 */
final class ConnectionInput {
  private final RequestBuffers buffers;
  private ByteBuffer buffer;
  private boolean continueSent;

  ConnectionInput(RequestBuffers buffers) {
    this.buffers = buffers;
    this.buffer = buffers.first();
  }

  /** The buffer to read into, grown first if it is full. */
  ByteBuffer writable() {
    if (!buffer.hasRemaining()) {
      buffer = buffers.grow(buffer);
    }
    return buffer;
  }

  /** The next complete request, consuming its bytes, or {@code null} while it is partial. */
  HttpRequest next(RequestReader reader) throws HttpStatusException {
    if (buffer.position() == 0) {
      return null;
    }
    HttpRequest request = reader.read(buffer.array(), buffer.position());
    if (request != null) {
      buffer = buffers.afterRequest(buffer, request.consumed());
      continueSent = false;
    }
    return request;
  }

  /**
   * Whether the partial request asks for {@code 100 Continue} and has not had it yet; true at most
   * once per request, so the caller sends the interim response when told.
   */
  boolean needsContinue() {
    if (continueSent || !ExpectContinue.requested(buffer.array(), buffer.position())) {
      return false;
    }
    continueSent = true;
    return true;
  }

  boolean isEmpty() {
    return buffer.position() == 0;
  }

  /** Gives the buffer back; the connection is closing. */
  void release() {
    if (buffer != null) {
      buffers.release(buffer);
      buffer = null;
    }
  }
}
