package dev.perfkit.analyzers.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
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

  /** The first item fails at once; the other worker takes 1 ms an item and would read 999. */
  @Test
  void aFailureStopsTheOtherWorkersAfterTheItemTheyHold() {
    ExecutorService pool = ParallelResults.pool(2, "test");
    IOException failure = new IOException("item 0 is corrupt");
    AtomicInteger read = new AtomicInteger();
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
                          throw failure;
                        }
                        sleep();
                        read.incrementAndGet();
                      },
                      "items"));
      assertSame(failure, thrown);
      assertTrue(read.get() < 100, read.get() + " items read after the failure");
    } finally {
      pool.shutdownNow();
    }
  }

  private static void sleep() {
    try {
      Thread.sleep(1);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
