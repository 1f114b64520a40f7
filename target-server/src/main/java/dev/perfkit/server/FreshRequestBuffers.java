package dev.perfkit.server;

import java.nio.ByteBuffer;

/**
 * The legacy variant's input buffers: a new 16 KiB buffer for every request, the leftovers of a
 * pipelined request copied over, garbage for the collector once the request is read.
 */
final class FreshRequestBuffers implements RequestBuffers {
  static final int REQUEST_BUFFER_BYTES = 16 * 1024;

  @Override
  public ByteBuffer first() {
    return allocateRequestBuffer(REQUEST_BUFFER_BYTES);
  }

  @Override
  public ByteBuffer afterRequest(ByteBuffer buffer, int consumed) {
    ByteBuffer next = allocateRequestBuffer(REQUEST_BUFFER_BYTES);
    next.put(buffer.array(), consumed, buffer.position() - consumed);
    return next;
  }

  @Override
  public ByteBuffer grow(ByteBuffer buffer) {
    ByteBuffer larger = allocateRequestBuffer(buffer.capacity() * 2);
    return larger.put(buffer.array(), 0, buffer.position());
  }

  @Override
  public void release(ByteBuffer buffer) {
    // Nothing to give back: the collector takes it.
  }

  /** Named so that allocation profiles point at it: it is the legacy variant's main allocation. */
  static ByteBuffer allocateRequestBuffer(int capacity) {
    return ByteBuffer.allocate(capacity);
  }
}
