package dev.perfkit.analyzers.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class ParallelResultsTest {

  private static final int ITEMS = 1_000;

  @Test
  void everyItemIsReadOnceByOneOfTheWorkers() throws IOException {
    ExecutorService pool = ParallelResults.pool(2, "test");
    try {
      List<int[]> counts =
          ParallelResults.takeInTurns(
              pool, 2, ITEMS, () -> new int[1], (count, item) -> count[0] += item + 1, "items");
      assertEquals(2, counts.size());
      assertEquals(ITEMS * (ITEMS + 1) / 2, counts.get(0)[0] + counts.get(1)[0]);
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * Item 0 fails while the other worker holds item 1. That worker is let go only once the failing
   * one is back in the pool, idle: it must then finish item 1 and take no other of the 998 left.
   */
  @Test
  void aFailureStopsTheOtherWorkersAfterTheItemTheyHold() throws InterruptedException {
    ExecutorService pool = ParallelResults.pool(2, "test");
    IOException failure = new IOException("item 0 is corrupt");
    CountDownLatch itemOneHeld = new CountDownLatch(1);
    CountDownLatch itemOneReleased = new CountDownLatch(1);
    AtomicReference<Thread> failing = new AtomicReference<>();
    AtomicInteger read = new AtomicInteger();
    Thread releaser =
        Thread.ofPlatform().daemon().start(() -> releaseOnceIdle(failing, itemOneReleased));
    try {
      IOException thrown =
          assertThrows(
              IOException.class,
              () ->
                  ParallelResults.takeInTurns(
                      pool,
                      2,
                      ITEMS,
                      Object::new,
                      (state, item) -> {
                        if (item == 0) {
                          await(itemOneHeld);
                          failing.set(Thread.currentThread());
                          throw failure;
                        }
                        itemOneHeld.countDown();
                        await(itemOneReleased);
                        read.incrementAndGet();
                      },
                      "items"));
      assertSame(failure, thrown);
      assertEquals(1, read.get(), "items read by the worker that did not fail");
    } finally {
      pool.shutdownNow();
      releaser.join(10_000);
    }
  }

  /**
   * Opens {@code latch} once the thread that failed waits for work in the pool: its failure has
   * then been handled. Opens it after 10 s whatever the thread does, so that a test never hangs.
   */
  private static void releaseOnceIdle(AtomicReference<Thread> failing, CountDownLatch latch) {
    long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (System.nanoTime() < giveUp) {
      Thread thread = failing.get();
      if (thread != null && thread.getState() == Thread.State.WAITING) {
        break;
      }
      Thread.onSpinWait();
    }
    latch.countDown();
  }

  private static void await(CountDownLatch latch) throws IOException {
    try {
      if (!latch.await(10, TimeUnit.SECONDS)) {
        throw new IOException("the other worker never came");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
  }
}
