package dev.perfkit.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The optimized variant's buffer pool: right sizes, reuse, and never one buffer for two users. */
class BufferPoolTest {

  @Test
  void buffersComeInSizeClassesAndLargeOnesAreNotPooled() {
    BufferPool pool = new BufferPool(8);
    assertEquals(2048, pool.acquire(1).capacity());
    assertEquals(2048, pool.acquire(2048).capacity());
    assertEquals(8192, pool.acquire(2049).capacity());
    assertEquals(32768, pool.acquire(20_000).capacity());
    ByteBuffer large = pool.acquire(40_000);
    assertEquals(40_000, large.capacity());
    pool.release(large);
    assertNotSame(large, pool.acquire(40_000));
  }

  @Test
  void aReleasedBufferIsReusedCleared() {
    BufferPool pool = new BufferPool(8);
    ByteBuffer first = pool.acquire(100);
    first.put((byte) 1).put((byte) 2);
    pool.release(first);
    ByteBuffer second = pool.acquire(100);
    assertSame(first, second);
    assertEquals(0, second.position());
    assertEquals(second.capacity(), second.limit());
    assertEquals(1, pool.allocated());
  }

  @Test
  void idleBuffersAreBounded() {
    BufferPool pool = new BufferPool(2);
    List<ByteBuffer> held = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      held.add(pool.acquire(100));
    }
    held.forEach(pool::release);
    for (int i = 0; i < 5; i++) {
      pool.acquire(100);
    }
    assertEquals(8, pool.allocated(), "5 first, then 2 reused and 3 new");
  }

  @Test
  void underContentionNoBufferIsHeldTwiceAndReleasedOnesAreReused() throws Exception {
    BufferPool pool = new BufferPool(64);
    Set<ByteBuffer> inUse =
        Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));
    int threads = 8;
    int rounds = 20_000;
    CountDownLatch start = new CountDownLatch(1);
    try (ExecutorService executor = Executors.newFixedThreadPool(threads)) {
      List<Future<Integer>> results = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int seed = t;
        results.add(executor.submit(() -> churn(pool, inUse, start, seed, rounds)));
      }
      start.countDown();
      for (Future<Integer> result : results) {
        assertEquals(rounds, result.get());
      }
    }
    assertTrue(inUse.isEmpty());
    // Each thread holds at most 2 buffers of each of the 3 classes at once.
    assertTrue(pool.allocated() <= threads * 2L * 3, "allocated " + pool.allocated());
  }

  private static int churn(
      BufferPool pool, Set<ByteBuffer> inUse, CountDownLatch start, int seed, int rounds)
      throws InterruptedException {
    start.await();
    int[] sizes = {100, 5_000, 30_000};
    int done = 0;
    for (int i = 0; i < rounds; i++) {
      int size = sizes[(i + seed) % sizes.length];
      ByteBuffer a = pool.acquire(size);
      ByteBuffer b = pool.acquire(size);
      if (!inUse.add(a) || !inUse.add(b)) {
        throw new AssertionError("a buffer was handed out while in use");
      }
      a.putInt(0, seed);
      b.putInt(0, ~seed);
      Thread.yield();
      if (a.getInt(0) != seed || b.getInt(0) != ~seed) {
        throw new AssertionError("another thread wrote into a held buffer");
      }
      inUse.remove(a);
      inUse.remove(b);
      pool.release(a);
      pool.release(b);
      done++;
    }
    return done;
  }
}
