package dev.perfkit.server;

import java.nio.ByteBuffer;

/**
 * The optimized variant's input buffers: a connection starts with a pooled 2 KiB buffer, moves up
 * the size classes only when a request needs it, compacts in place between requests and goes back
 * to the small class after a large request.
 */
final class PooledRequestBuffers implements RequestBuffers {
  private final BufferPool pool;

  PooledRequestBuffers(BufferPool pool) {
    this.pool = pool;
  }

  @Override
  public ByteBuffer first() {
    return pool.acquire(BufferPool.SIZE_CLASSES[0]);
  }

  @Override
  public ByteBuffer afterRequest(ByteBuffer buffer, int consumed) {
    int leftover = buffer.position() - consumed;
    if (buffer.capacity() > BufferPool.SIZE_CLASSES[0] && leftover <= BufferPool.SIZE_CLASSES[0]) {
      ByteBuffer small = pool.acquire(leftover).put(buffer.array(), consumed, leftover);
      pool.release(buffer);
      return small;
    }
    System.arraycopy(buffer.array(), consumed, buffer.array(), 0, leftover);
    return buffer.position(leftover);
  }

  @Override
  public ByteBuffer grow(ByteBuffer buffer) {
    ByteBuffer larger =
        pool.acquire(buffer.capacity() * 2).put(buffer.array(), 0, buffer.position());
    pool.release(buffer);
    return larger;
  }

  @Override
  public void release(ByteBuffer buffer) {
    pool.release(buffer);
  }
}
