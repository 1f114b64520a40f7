package dev.perfkit.reports;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Work of a report that does not depend on the rest (parsing templates, drawing flame graphs), run
 * on the common pool beside the caller, so that a cold JVM's two cores render a page together; a
 * failure reaches the caller as it was thrown.
 */
final class Background {

  private Background() {}

  /** What a task computes, allowed to fail on a file. */
  @FunctionalInterface
  interface Task<T> {
    T call() throws IOException;
  }

  /** Starts {@code task} on the common pool. */
  static <T> CompletableFuture<T> start(Task<T> task) {
    return CompletableFuture.supplyAsync(
        () -> {
          try {
            return task.call();
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
  }

  /** The result of {@code work}, waiting for it; its failure rethrown unwrapped. */
  static <T> T join(CompletableFuture<T> work) throws IOException {
    try {
      return work.join();
    } catch (CompletionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof UncheckedIOException io) {
        throw io.getCause();
      }
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw e;
    }
  }
}
