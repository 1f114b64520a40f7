package dev.perfkit.analyzers.evidence;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The threads of a file read in parallel parts, and the waits for those parts: a part's failure
 * comes back as the reader would have thrown it on this thread (an IOException stays one, so that
 * "file cut at byte N" reaches the user unchanged), and an interrupt keeps the thread's flag.
 */
public final class ParallelResults {

  private ParallelResults() {}

  /** What a worker does with an item it takes: reads it into the worker's own {@code state}. */
  @FunctionalInterface
  public interface ItemReader<S> {
    void read(S state, int item) throws IOException;
  }

  /** A pool of {@code workers} daemon threads called {@code name}: it never keeps the JVM up. */
  public static ExecutorService pool(int workers, String name) {
    return Executors.newFixedThreadPool(workers, Thread.ofPlatform().name(name).daemon().factory());
  }

  /**
   * Runs {@code tasks} on {@code pool}, waits until all are done and gives their results in order;
   * the first failed task's failure is thrown as the task threw it (a checked exception other than
   * an IOException comes wrapped).
   *
   * @param reading what is being read, for the interrupted message ("a recording")
   */
  public static <T> List<T> invokeAll(ExecutorService pool, List<Callable<T>> tasks, String reading)
      throws IOException {
    List<Future<T>> parts;
    try {
      parts = pool.invokeAll(tasks);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while reading " + reading, e);
    }
    List<T> results = new ArrayList<>(parts.size());
    for (Future<T> part : parts) {
      results.add(resultOf(part));
    }
    return results;
  }

  /**
   * Shares the items {@code 0..items-1} out to at most {@code workers} tasks on {@code pool}: each
   * task takes the next item no other has taken and reads it into a state of its own from {@code
   * newState}, so that items of uneven cost keep every worker busy. Gives the tasks' states, for
   * the caller to merge; fails as {@link #invokeAll} does, once the other workers have finished the
   * item each held when the first failure came.
   */
  public static <S> List<S> takeInTurns(
      ExecutorService pool,
      int workers,
      int items,
      Supplier<S> newState,
      ItemReader<S> reader,
      String reading)
      throws IOException {
    AtomicInteger next = new AtomicInteger();
    Callable<S> task =
        () -> {
          S state = newState.get();
          try {
            for (int item; (item = next.getAndIncrement()) < items; ) {
              reader.read(state, item);
            }
          } catch (Throwable failure) {
            // The read has failed: the other workers finish the item they hold and take no more.
            next.set(items);
            throw failure;
          }
          return state;
        };
    return invokeAll(pool, Collections.nCopies(Math.min(workers, items), task), reading);
  }

  /** The result of {@code part}, which is done: its failure is thrown as the task threw it. */
  private static <T> T resultOf(Future<T> part) throws IOException {
    if (part.state() == Future.State.SUCCESS) {
      return part.resultNow();
    }
    Throwable cause = part.exceptionNow();
    if (cause instanceof IOException io) {
      throw io;
    }
    if (cause instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    throw new UncheckedIOException(new IOException(cause));
  }
}
