package dev.perfkit.analyzers.history.store;

import java.nio.file.Path;

/**
 * Where a history lives, as {@code --db} names it: a file path (an embedded SQLite file), a {@code
 * jdbc:sqlite:} URL, or a {@code jdbc:postgresql://} URL for a team's server.
 *
 * @param jdbcUrl the URL the driver opens
 * @param dialect which database it is
 * @param file the embedded file, or null for a server
 * @param shown how messages name it: the file, or the URL without its parameters (which may hold a
 *     password)
 */
public record StoreAddress(String jdbcUrl, Dialect dialect, Path file, String shown) {

  /** The history used when {@code --db} is not given: under the current directory. */
  public static final Path DEFAULT_FILE = Path.of(".perfkit", "history.db");

  private static final String SQLITE_PREFIX = "jdbc:sqlite:";
  private static final String POSTGRESQL_PREFIX = "jdbc:postgresql:";

  /**
   * The store {@code db} names.
   *
   * @throws IllegalArgumentException in one line, for a JDBC URL of a database perfkit does not
   *     keep histories in
   */
  public static StoreAddress of(String db) {
    if (db.startsWith(POSTGRESQL_PREFIX)) {
      int parameters = db.indexOf('?');
      return new StoreAddress(
          db, Dialect.POSTGRESQL, null, parameters < 0 ? db : db.substring(0, parameters));
    }
    if (db.startsWith(SQLITE_PREFIX)) {
      return ofFile(Path.of(db.substring(SQLITE_PREFIX.length())));
    }
    if (db.startsWith("jdbc:")) {
      throw new IllegalArgumentException(
          "unsupported database URL '"
              + db
              + "': use a file path, jdbc:sqlite:FILE or jdbc:postgresql://HOST[:PORT]/DATABASE");
    }
    return ofFile(Path.of(db));
  }

  /** The embedded history in {@code file}. */
  public static StoreAddress ofFile(Path file) {
    return new StoreAddress(
        SQLITE_PREFIX + file.toAbsolutePath(), Dialect.SQLITE, file, file.toString());
  }

  /** Whether the history is an embedded file rather than a server. */
  public boolean embedded() {
    return file != null;
  }
}
