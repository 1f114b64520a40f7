package dev.perfkit.analyzers.history.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.perfkit.analyzers.history.HistoryEntry;
import dev.perfkit.analyzers.history.HistoryEntry.Identity;
import dev.perfkit.analyzers.history.HistoryEntry.Value;
import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.SeriesPoint;
import dev.perfkit.analyzers.json.Json;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A history of recorded runs in a database: an embedded SQLite file by default, or a team's
 * PostgreSQL. Each {@link #record} is one transaction, so an entry is stored whole or not at all,
 * whoever else writes at the same time and however the writer ends.
 */
public final class HistoryStore implements AutoCloseable {

  private static final ObjectMapper JSON = Json.mapper();
  private static final TypeReference<List<Double>> DOUBLES = new TypeReference<>() {};
  private static final TypeReference<Map<String, String>> CONFIGURATION = new TypeReference<>() {};

  private static final String INSERT_RECORD =
      "INSERT INTO perfkit_records (commit_sha, branch, recorded_at, run_start, target,"
          + " target_command, url, configuration, jvm, jvm_flags, host, host_cpus, host_os, runs,"
          + " source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id";
  private static final String INSERT_VALUE =
      "INSERT INTO perfkit_values (record_id, metric, value, unit, run_values)"
          + " VALUES (?, ?, ?, ?, ?)";
  private static final String SELECT_SERIES =
      "SELECT r.commit_sha, r.branch, r.recorded_at, v.metric, v.value, v.run_values,"
          + " r.configuration"
          + " FROM perfkit_values v JOIN perfkit_records r ON r.id = v.record_id"
          + " WHERE r.branch = ? ORDER BY r.recorded_at, r.id";

  private final StoreAddress store;
  private final Connection connection;

  private HistoryStore(StoreAddress store, Connection connection) {
    this.store = store;
    this.connection = connection;
  }

  /**
   * Opens the history at {@code store} to record into, creating it (an embedded file and its
   * directory included) or migrating its schema as needed.
   *
   * @throws HistoryStoreException in one line: not a perfkit history, unreachable, refused
   */
  public static HistoryStore open(StoreAddress store) throws HistoryStoreException {
    if (store.embedded()) {
      StoreFiles.prepare(store);
    }
    return connect(store);
  }

  /**
   * Opens an existing history to read; an embedded file must exist already.
   *
   * @throws HistoryStoreException in one line, as {@link #open} does, and for a missing file
   */
  public static HistoryStore openExisting(StoreAddress store) throws HistoryStoreException {
    if (store.embedded() && !Files.exists(store.file())) {
      throw new HistoryStoreException(
          store, "no such history (record a run into it first: perfkit history record)");
    }
    return open(store);
  }

  private static HistoryStore connect(StoreAddress store) throws HistoryStoreException {
    Connection connection = null;
    try {
      connection = store.dialect().connect(store.jdbcUrl());
      new SchemaMigrations(store).migrate(connection);
      return new HistoryStore(store, connection);
    } catch (SQLException e) {
      closeQuietly(connection);
      throw StoreFailures.of(store, e);
    } catch (HistoryStoreException | RuntimeException e) {
      closeQuietly(connection);
      throw e;
    }
  }

  /** Adds {@code entry} in one transaction and returns its id in the history. */
  public long record(HistoryEntry entry) throws HistoryStoreException {
    try {
      connection.setAutoCommit(false);
      try {
        long id = insertRecord(entry);
        insertValues(id, entry.values());
        connection.commit();
        return id;
      } catch (SQLException | RuntimeException e) {
        connection.rollback();
        throw e;
      } finally {
        connection.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw StoreFailures.of(store, e);
    }
  }

  private long insertRecord(HistoryEntry entry) throws SQLException {
    Identity identity = entry.identity();
    try (PreparedStatement insert = connection.prepareStatement(INSERT_RECORD)) {
      insert.setString(1, entry.commit());
      insert.setString(2, entry.branch());
      insert.setLong(3, entry.recordedAt().toEpochMilli());
      insert.setString(4, identity.start());
      insert.setString(5, identity.target());
      insert.setString(6, identity.targetCommand());
      insert.setString(7, identity.url());
      insert.setString(8, json(identity.configuration()));
      insert.setString(9, identity.jvm());
      insert.setString(10, json(identity.jvmFlags()));
      insert.setString(11, identity.host());
      if (identity.hostCpus() == null) {
        insert.setNull(12, Types.INTEGER);
      } else {
        insert.setInt(12, identity.hostCpus());
      }
      insert.setString(13, identity.hostOs());
      insert.setInt(14, entry.runs());
      insert.setString(15, entry.source());
      try (ResultSet key = insert.executeQuery()) {
        key.next();
        return key.getLong(1);
      }
    }
  }

  private void insertValues(long recordId, List<Value> values) throws SQLException {
    try (PreparedStatement insert = connection.prepareStatement(INSERT_VALUE)) {
      for (Value value : values) {
        insert.setLong(1, recordId);
        insert.setString(2, value.metricId());
        insert.setDouble(3, value.value());
        insert.setString(4, value.unit());
        insert.setString(5, json(value.runValues()));
        insert.addBatch();
      }
      insert.executeBatch();
    }
  }

  /**
   * Every metric's series on {@code branch}, oldest point first, in the catalog's order: what
   * {@code history show} prints and change points are searched in. Metrics this perfkit's catalog
   * does not know (recorded by another version) are left out.
   */
  public List<MetricSeries> series(String branch) throws HistoryStoreException {
    return series(branch, id -> true);
  }

  /** The series of {@link #series(String)} whose metric id {@code wanted} accepts. */
  public List<MetricSeries> series(String branch, Predicate<String> wanted)
      throws HistoryStoreException {
    Map<String, List<SeriesPoint>> points = new LinkedHashMap<>();
    try (PreparedStatement select = connection.prepareStatement(SELECT_SERIES)) {
      select.setString(1, branch);
      try (ResultSet row = select.executeQuery()) {
        while (row.next()) {
          String metric = row.getString(4);
          if (wanted.test(metric) && MetricSeries.kindOf(metric).isPresent()) {
            points.computeIfAbsent(metric, id -> new ArrayList<>()).add(point(row));
          }
        }
      }
    } catch (SQLException e) {
      throw StoreFailures.of(store, e);
    }
    return points.entrySet().stream()
        .map(
            e ->
                new MetricSeries(
                    MetricSeries.kindOf(e.getKey()).orElseThrow(), e.getValue(), e.getKey()))
        .sorted(
            Comparator.comparing((MetricSeries s) -> s.metric().ordinal())
                .thenComparing(MetricSeries::id))
        .toList();
  }

  private static SeriesPoint point(ResultSet row) throws SQLException {
    return new SeriesPoint(
        row.getString(1),
        row.getString(2),
        Instant.ofEpochMilli(row.getLong(3)),
        row.getDouble(5),
        doubles(row.getString(6)),
        configuration(row.getString(7)));
  }

  /** How many entries the history holds, on every branch. */
  public long entryCount() throws HistoryStoreException {
    try (PreparedStatement count =
            connection.prepareStatement("SELECT COUNT(*) FROM perfkit_records");
        ResultSet row = count.executeQuery()) {
      row.next();
      return row.getLong(1);
    } catch (SQLException e) {
      throw StoreFailures.of(store, e);
    }
  }

  public StoreAddress address() {
    return store;
  }

  @Override
  public void close() {
    closeQuietly(connection);
  }

  private static void closeQuietly(Connection connection) {
    if (connection == null) {
      return;
    }
    try {
      connection.close();
    } catch (SQLException e) {
      // Nothing is left to lose: every write was committed or rolled back before.
    }
  }

  private static String json(Object value) {
    try {
      return JSON.writer().without(SerializationFeature.INDENT_OUTPUT).writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write " + value + " as JSON", e);
    }
  }

  private static Map<String, String> configuration(String json) {
    if (json == null) {
      return Map.of();
    }
    try {
      return JSON.readValue(json, CONFIGURATION);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("configuration not JSON in the history: " + json, e);
    }
  }

  private static List<Double> doubles(String json) {
    try {
      return JSON.readValue(json, DOUBLES);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("run values not JSON in the history: " + json, e);
    }
  }
}
