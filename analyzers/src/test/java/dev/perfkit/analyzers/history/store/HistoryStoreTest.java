package dev.perfkit.analyzers.history.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.SeriesPoint;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryStoreTest {

  @TempDir Path dir;

  @Test
  void seriesHoldWhatWasRecordedOldestFirstWithEachRunsValue() throws Exception {
    StoreAddress store = StoreAddress.of(dir.resolve("new/dir/history.db").toString());
    Instant first = Instant.parse("2026-11-01T10:00:00Z");
    try (HistoryStore history = HistoryStore.open(store)) {
      // Recorded out of order: the series follow the recording time, not the insertion.
      history.record(Entries.entry("b", 2, first.plusSeconds(60)));
      history.record(Entries.entry("a", 1, first));
    }
    try (HistoryStore history = HistoryStore.openExisting(store)) {
      List<MetricSeries> series = history.series("main");
      assertEquals(Entries.VALUES, series.size());
      MetricSeries throughput = series.get(0);
      assertEquals(MetricKind.THROUGHPUT, throughput.metric());
      assertEquals("throughput", throughput.id());
      List<SeriesPoint> points = throughput.points();
      assertEquals(List.of("a-1", "b-2"), points.stream().map(SeriesPoint::commit).toList());
      assertEquals(first, points.get(0).recordedAt());
      assertEquals(1.0, points.get(0).value());
      assertEquals(List.of(0.99, 1.0, 1.01), points.get(0).runValues());
      MetricSeries method =
          series.stream()
              .filter(one -> one.id().startsWith("cpu-share:"))
              .findFirst()
              .orElseThrow();
      assertEquals("cpu-share:app.Handler.handle", method.id());
      assertEquals(MetricKind.CPU_SHARE, method.metric());
      assertEquals(List.of(), history.series("other-branch"));
      assertEquals(2, history.entryCount());
    }
  }

  @Test
  void aFileOfAnotherKindIsRefusedInOneLine() throws Exception {
    Path file = Files.writeString(dir.resolve("notes.db"), "these are notes, not a database\n");
    HistoryStoreException refused =
        assertThrows(
            HistoryStoreException.class, () -> HistoryStore.open(StoreAddress.of(file.toString())));
    assertEquals(file + ": not a SQLite database, so not a perfkit history", refused.getMessage());
    assertEquals("these are notes, not a database\n", Files.readString(file), "left as it was");
  }

  @Test
  void aSqliteDatabaseOfSomethingElseIsRefusedAndLeftAlone() throws Exception {
    Path file = dir.resolve("app.db");
    try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
        Statement statement = connection.createStatement()) {
      statement.execute("CREATE TABLE customers (name TEXT)");
    }
    HistoryStoreException refused =
        assertThrows(
            HistoryStoreException.class, () -> HistoryStore.open(StoreAddress.of(file.toString())));
    assertEquals(
        file + ": a database of something else (tables [customers]), not a perfkit history",
        refused.getMessage());
    try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
        Statement statement = connection.createStatement()) {
      assertFalse(
          statement
              .executeQuery("SELECT name FROM sqlite_master WHERE name = 'perfkit_schema'")
              .next(),
          "nothing of ours was added");
    }
  }

  @Test
  void aHistoryOfANewerSchemaIsRefusedByName() throws Exception {
    Path file = dir.resolve("history.db");
    HistoryStore.open(StoreAddress.of(file.toString())).close();
    try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
        Statement statement = connection.createStatement()) {
      statement.execute("UPDATE perfkit_schema SET version = 99");
    }
    HistoryStoreException refused =
        assertThrows(
            HistoryStoreException.class, () -> HistoryStore.open(StoreAddress.of(file.toString())));
    assertEquals(
        file + ": history schema 99 is newer than this perfkit reads (1); upgrade perfkit",
        refused.getMessage());
  }

  @Test
  void aMissingHistoryIsNotCreatedByReading() {
    Path file = dir.resolve("absent.db");
    HistoryStoreException refused =
        assertThrows(
            HistoryStoreException.class,
            () -> HistoryStore.openExisting(StoreAddress.of(file.toString())));
    assertTrue(refused.getMessage().startsWith(file + ": no such history"), refused.getMessage());
    assertFalse(Files.exists(file));
  }

  @Test
  void aDirectoryIsNotAHistoryFile() {
    HistoryStoreException refused =
        assertThrows(
            HistoryStoreException.class, () -> HistoryStore.open(StoreAddress.of(dir.toString())));
    assertEquals(dir + ": a directory, not a history file", refused.getMessage());
  }

  @Test
  void aJdbcUrlOfAnotherDatabaseIsRefusedAndAPasswordNeverShown() {
    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> StoreAddress.of("jdbc:mysql://db/perf"));
    assertTrue(refused.getMessage().startsWith("unsupported database URL 'jdbc:mysql://db/perf'"));
    StoreAddress team = StoreAddress.of("jdbc:postgresql://db:5432/perf?user=ci&password=secret");
    assertEquals(Dialect.POSTGRESQL, team.dialect());
    assertEquals("jdbc:postgresql://db:5432/perf", team.shown());
  }

  @Test
  void aServerThatRefusesTheConnectionIsNamedInOneLine() throws Exception {
    int closedPort;
    try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }
    StoreAddress store = StoreAddress.of("jdbc:postgresql://127.0.0.1:" + closedPort + "/perf");
    HistoryStoreException refused =
        assertThrows(HistoryStoreException.class, () -> HistoryStore.open(store));
    assertEquals(
        "jdbc:postgresql://127.0.0.1:"
            + closedPort
            + "/perf: cannot connect: Connection to 127.0.0.1:"
            + closedPort
            + " refused",
        refused.getMessage());
  }
}
