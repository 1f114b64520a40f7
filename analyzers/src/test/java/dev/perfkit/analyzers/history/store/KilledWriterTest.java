package dev.perfkit.analyzers.history.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A writer killed with SIGKILL while it records in a loop, at a random moment: the embedded history
 * still holds every entry the writer reported committed, each whole, and takes new ones.
 */
class KilledWriterTest {

  private static final int ROUNDS = 3;

  @TempDir Path dir;

  @Test
  void theEmbeddedHistoryKeepsEveryCommittedEntryWholeAfterKillNine() throws Exception {
    String db = dir.resolve("history.db").toString();
    long acknowledged = 0;
    for (int round = 1; round <= ROUNDS; round++) {
      acknowledged += killWhileRecording(db, "killed" + round);
      try (HistoryStore history = HistoryStore.openExisting(StoreAddress.of(db))) {
        long stored = history.entryCount();
        // The entry in flight at the kill may have committed before its line was printed.
        assertTrue(
            stored >= acknowledged && stored <= acknowledged + round,
            "stored " + stored + ", acknowledged " + acknowledged);
        acknowledged = stored;
      }
      assertWholeAndIntact(db, acknowledged);
    }
    try (HistoryStore history = HistoryStore.open(StoreAddress.of(db))) {
      history.record(Entries.entry("after", 1, Instant.now()));
      assertEquals(acknowledged + 1, history.entryCount());
    }
  }

  /** Starts a writer, kills it after a random number of entries, returns how many it reported. */
  private long killWhileRecording(String db, String writer) throws Exception {
    int killAt = ThreadLocalRandom.current().nextInt(20, 120);
    Path reports = dir.resolve(writer + ".out");
    Process process =
        WriterProcesses.start(
            db,
            writer,
            1_000_000,
            dir.resolve(writer + ".err"),
            ProcessBuilder.Redirect.to(reports.toFile()));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (reported(reports) < killAt && process.isAlive() && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertTrue(
        process.isAlive(),
        "the writer ended before it was killed: " + Files.readString(dir.resolve(writer + ".err")));
    process.destroyForcibly(); // SIGKILL: no shutdown hook, no close
    assertTrue(process.waitFor(60, TimeUnit.SECONDS));
    assertEquals(137, process.exitValue(), "killed by SIGKILL, not ended on its own");
    return reported(reports);
  }

  /** The last entry the writer reported committed. */
  private static long reported(Path reports) throws IOException {
    List<String> lines = Files.readAllLines(reports);
    for (int i = lines.size() - 1; i >= 0; i--) {
      // A line being written at the kill may be cut short: only whole ones count.
      if (lines.get(i).matches("recorded \\d+")) {
        return Long.parseLong(lines.get(i).substring("recorded ".length()));
      }
    }
    return 0;
  }

  /** Every entry has all its values, and SQLite finds the file sound. */
  private static void assertWholeAndIntact(String db, long entries) throws Exception {
    try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement statement = connection.createStatement()) {
      try (ResultSet values = statement.executeQuery("SELECT COUNT(*) FROM perfkit_values")) {
        values.next();
        assertEquals(entries * Entries.VALUES, values.getLong(1));
      }
      try (ResultSet check = statement.executeQuery("PRAGMA integrity_check")) {
        check.next();
        assertEquals("ok", check.getString(1));
      }
    }
  }
}
