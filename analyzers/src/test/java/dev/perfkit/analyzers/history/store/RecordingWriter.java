package dev.perfkit.analyzers.history.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/**
 * A writer process of the concurrency and crash tests: records {@code count} entries of its own
 * into the history {@code db}, one transaction each, and prints {@code recorded N} after each
 * commit, so that the test knows what it must find after killing it. Given a gate directory, it
 * first writes {@code WRITER.ready} there and waits for a file {@code go}: writers whose JVMs
 * started at different times then write at the same time.
 */
public final class RecordingWriter {

  private RecordingWriter() {}

  public static void main(String[] args) throws Exception {
    StoreAddress store = StoreAddress.of(args[0]);
    String writer = args[1];
    int count = Integer.parseInt(args[2]);
    if (args.length > 3) {
      Path gate = Path.of(args[3]);
      Files.createFile(gate.resolve(writer + ".ready"));
      while (!Files.exists(gate.resolve("go"))) {
        Thread.sleep(5);
      }
    }
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
