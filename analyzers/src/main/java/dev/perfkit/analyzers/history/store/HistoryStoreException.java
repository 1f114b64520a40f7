package dev.perfkit.analyzers.history.store;

import java.io.IOException;

/**
 * A history store that cannot be used: a file that is not a perfkit history, a database that cannot
 * be reached or refuses us. The message is one line that names the store and the problem.
 */
public final class HistoryStoreException extends IOException {
  private static final long serialVersionUID = 1L;

  public HistoryStoreException(StoreAddress store, String problem) {
    super(store.shown() + ": " + problem);
  }

  public HistoryStoreException(StoreAddress store, String problem, Throwable cause) {
    super(store.shown() + ": " + problem, cause);
  }
}
