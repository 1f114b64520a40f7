package dev.perfkit.analyzers.evidence;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/**
 * Waits for a part of a file read on another thread, and gives its failure back as the reader would
 * have thrown it on this one: an IOException stays one, so that "file cut at byte N" reaches the
 * user unchanged; an interrupt keeps the thread's interrupt flag.
 */
public final class ParallelResults {

  private ParallelResults() {}

  /**
   * The result of {@code part}, waiting for it.
   *
   * @param reading what is being read, for the interrupted message ("a recording")
   */
  public static <T> T join(Future<T> part, String reading) throws IOException {
    try {
      return part.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while reading " + reading, e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
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
}
