package dev.perfkit.analyzers.history.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Brings a history's schema to {@link #LATEST}: applies the versioned scripts {@code
 * schema/<dialect>/V<n>.sql} it lacks, in one transaction that first shuts other migrating writers
 * out, so that parallel jobs opening a new history create it once.
 *
 * <p>Flyway does this for many databases, but on SQLite it cannot lock and does not support
 * concurrent migration, which is the default store's first use in parallel CI jobs; a dozen lines
 * over the databases' own transactions do it on both.
 */
final class SchemaMigrations {

  /** The schema version this perfkit writes and reads. */
  static final int LATEST = 1;

  /** The table that marks a database as a perfkit history and holds its schema version. */
  static final String VERSION_TABLE = "perfkit_schema";

  private final StoreAddress store;

  SchemaMigrations(StoreAddress store) {
    this.store = store;
  }

  /**
   * Migrates the history behind {@code connection} to {@link #LATEST}, or refuses it in one line.
   */
  void migrate(Connection connection) throws SQLException, HistoryStoreException {
    connection.setAutoCommit(false);
    try (Statement statement = connection.createStatement()) {
      store.dialect().lockForMigration(statement);
      int current = version(statement);
      for (int version = current + 1; version <= LATEST; version++) {
        apply(statement, version);
      }
      if (current < LATEST) {
        statement.execute("DELETE FROM " + VERSION_TABLE);
        statement.execute("INSERT INTO " + VERSION_TABLE + " (version) VALUES (" + LATEST + ")");
      }
      connection.commit();
    } catch (SQLException | HistoryStoreException | RuntimeException e) {
      connection.rollback();
      throw e;
    } finally {
      connection.setAutoCommit(true);
    }
  }

  /**
   * The schema version of the history, 0 for an empty database (its version table is then made);
   * refuses a database of something else and a newer schema.
   */
  int version(Statement statement) throws SQLException, HistoryStoreException {
    List<String> tables = tables(statement);
    if (!tables.contains(VERSION_TABLE)) {
      if (store.embedded() && !tables.isEmpty()) {
        throw new HistoryStoreException(
            store, "a database of something else (tables " + tables + "), not a perfkit history");
      }
      statement.execute("CREATE TABLE " + VERSION_TABLE + " (version INTEGER NOT NULL)");
      return 0;
    }
    try (ResultSet result = statement.executeQuery("SELECT MAX(version) FROM " + VERSION_TABLE)) {
      int version = result.next() ? result.getInt(1) : 0;
      if (version > LATEST) {
        throw new HistoryStoreException(
            store,
            "history schema "
                + version
                + " is newer than this perfkit reads ("
                + LATEST
                + "); upgrade perfkit");
      }
      return version;
    }
  }

  private List<String> tables(Statement statement) throws SQLException {
    List<String> tables = new ArrayList<>();
    try (ResultSet result = statement.executeQuery(store.dialect().tablesQuery())) {
      while (result.next()) {
        tables.add(result.getString(1));
      }
    }
    return tables;
  }

  private void apply(Statement statement, int version) throws SQLException {
    for (String sql : statements(script(store.dialect().script(version)))) {
      statement.execute(sql);
    }
  }

  /** The statements of a script: ours, so a semicolon at a line's end always ends one. */
  private static List<String> statements(String script) {
    String code =
        script.lines().filter(line -> !line.startsWith("--")).reduce("", (a, b) -> a + b + "\n");
    return Arrays.stream(code.split(";\\s*\n"))
        .map(String::strip)
        .filter(s -> !s.isEmpty())
        .toList();
  }

  private static String script(String resource) {
    try (InputStream in = SchemaMigrations.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("schema script missing from perfkit: " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
