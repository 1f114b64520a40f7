package dev.perfkit.server;

import java.nio.ByteBuffer;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Reusable heap buffers in three size classes (2, 8 and 32 KiB) for the optimized variant. Each
 * class is a lock-free queue: a buffer is in the queue or in the hands of exactly one user, so two
 * requests never share one. Larger requests get a plain buffer that is never pooled, and each class
 * keeps at most {@code maxIdlePerClass} idle buffers so memory stays bounded.
 */
final class BufferPool {
  static final int[] SIZE_CLASSES = {2 * 1024, 8 * 1024, 32 * 1024};

  private final SizeClass[] classes = new SizeClass[SIZE_CLASSES.length];
  private final int maxIdlePerClass;
  private final AtomicLong allocated = new AtomicLong();

  private static final class SizeClass {
    final ConcurrentLinkedQueue<ByteBuffer> idle = new ConcurrentLinkedQueue<>();
    final AtomicInteger idleCount = new AtomicInteger();
  }

  BufferPool(int maxIdlePerClass) {
    this.maxIdlePerClass = maxIdlePerClass;
    for (int i = 0; i < classes.length; i++) {
      classes[i] = new SizeClass();
    }
  }

  /** A cleared buffer of at least {@code minCapacity} bytes, the caller's alone until released. */
  ByteBuffer acquire(int minCapacity) {
    int index = classIndex(minCapacity);
    if (index < 0) {
      return allocate(minCapacity);
    }
    ByteBuffer buffer = classes[index].idle.poll();
    if (buffer == null) {
      return allocate(SIZE_CLASSES[index]);
    }
    classes[index].idleCount.decrementAndGet();
    return buffer.clear();
  }

  /** Gives a buffer back; the caller must not touch it afterwards. */
  void release(ByteBuffer buffer) {
    int index = exactClassIndex(buffer.capacity());
    if (index < 0) {
      return;
    }
    SizeClass sizeClass = classes[index];
    if (sizeClass.idleCount.incrementAndGet() <= maxIdlePerClass) {
      sizeClass.idle.offer(buffer);
    } else {
      sizeClass.idleCount.decrementAndGet();
    }
  }

  /** How many buffers this pool has created, pooled or not: reuse keeps it low. */
  long allocated() {
    return allocated.get();
  }

  private ByteBuffer allocate(int capacity) {
    allocated.incrementAndGet();
    return ByteBuffer.allocate(capacity);
  }

  private static int classIndex(int capacity) {
    for (int i = 0; i < SIZE_CLASSES.length; i++) {
      if (capacity <= SIZE_CLASSES[i]) {
        return i;
      }
    }
    return -1;
  }

  private static int exactClassIndex(int capacity) {
    int index = classIndex(capacity);
    return index >= 0 && SIZE_CLASSES[index] == capacity ? index : -1;
  }
}
