package dev.perfkit.analyzers.history.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.sqlite.SQLiteConfig;

/**
 * What differs between the two databases a history lives in: how to connect, where the schema's
 * scripts are, and how a migration keeps other writers out while it runs.
 */
public enum Dialect {
  /** An embedded file: the default, needing no server. */
  SQLITE("sqlite"),
  /** A team's shared server. */
  POSTGRESQL("postgresql");

  /**
   * How long a writer waits for another one's write transaction before giving up: parallel CI jobs
   * queue on the file's lock, each holding it for milliseconds.
   */
  private static final int BUSY_TIMEOUT_MS = 60_000;

  /** Any constant, the same in every perfkit: the PostgreSQL advisory lock migrations take. */
  private static final long MIGRATION_LOCK = 0x7065_7266_6b69_74L;

  private final String folder;

  Dialect(String folder) {
    this.folder = folder;
  }

  /** The classpath resource of schema script {@code version}. */
  String script(int version) {
    return folder + "/V" + version + ".sql";
  }

  Connection connect(String jdbcUrl) throws SQLException {
    return DriverManager.getConnection(jdbcUrl, properties());
  }

  private Properties properties() {
    if (this == POSTGRESQL) {
      Properties properties = new Properties();
      // Seconds: a host that does not answer fails the command instead of hanging a CI job.
      properties.setProperty("connectTimeout", "10");
      properties.setProperty("loginTimeout", "10");
      return properties;
    }
    SQLiteConfig config = new SQLiteConfig();
    config.setBusyTimeout(BUSY_TIMEOUT_MS);
    // Write-ahead logging: readers (history show) never block the writers of parallel jobs, and a
    // commit is one append, kept or dropped whole if its writer is killed.
    config.setJournalMode(SQLiteConfig.JournalMode.WAL);
    // Full sync keeps a commit through a power cut too, not only through a killed process.
    config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
    // A write transaction takes the file's write lock when it begins, so two writers queue rather
    // than both reading and then one failing on a lock it cannot upgrade.
    config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
    return config.toProperties();
  }

  /**
   * Makes the open transaction of {@code statement}'s connection the only one migrating. SQLite
   * already has it: its write transaction began holding the file's write lock.
   */
  void lockForMigration(Statement statement) throws SQLException {
    if (this == POSTGRESQL) {
      statement.execute("SELECT pg_advisory_xact_lock(" + MIGRATION_LOCK + ")");
    }
  }

  /** The names of the tables in the connection's schema, to tell a foreign database. */
  String tablesQuery() {
    return this == POSTGRESQL
        ? "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'";
  }
}
