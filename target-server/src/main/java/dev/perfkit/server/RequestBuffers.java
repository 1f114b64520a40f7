package dev.perfkit.server;

import java.nio.ByteBuffer;

/**
 * Where a connection's input buffer comes from. Buffers are heap buffers in write mode: the bytes
 * received so far are {@code [0, position())}.
 */
interface RequestBuffers {

  /** The buffer a new connection reads into. */
  ByteBuffer first();

  /** A buffer holding only the bytes after the first {@code consumed}, for the next request. */
  ByteBuffer afterRequest(ByteBuffer buffer, int consumed);

  /** A larger buffer holding the same bytes, once {@code buffer} is full. */
  ByteBuffer grow(ByteBuffer buffer);

  /** Gives the buffer back when its connection closes. */
  void release(ByteBuffer buffer);
}
