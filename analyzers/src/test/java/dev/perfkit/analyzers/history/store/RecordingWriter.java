package dev.perfkit.analyzers.history.store;

import java.time.Instant;

/**
 * A writer process of the concurrency and crash tests: records {@code count} entries of its own
 * into the history {@code db}, one transaction each, and prints {@code recorded N} after each
 * commit, so that the test knows what it must find after killing it.
 */
public final class RecordingWriter {

  private RecordingWriter() {}

  public static void main(String[] args) throws Exception {
    StoreAddress store = StoreAddress.of(args[0]);
    String writer = args[1];
    int count = Integer.parseInt(args[2]);
    for (int number = 1; number <= count; number++) {
      // A connection per entry, as each 'perfkit history record' process opens its own.
      try (HistoryStore history = HistoryStore.open(store)) {
        history.record(Entries.entry(writer, number, Instant.now()));
      }
      System.out.println("recorded " + number);
      System.out.flush();
    }
  }
}
