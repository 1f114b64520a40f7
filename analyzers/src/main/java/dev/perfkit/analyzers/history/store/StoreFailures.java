package dev.perfkit.analyzers.history.store;

import java.sql.SQLException;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * Turns a driver's exception into the one line a user acts on: the drivers' own messages run to
 * several sentences, and SQLite's name a C error code first.
 */
final class StoreFailures {

  private StoreFailures() {}

  static HistoryStoreException of(StoreAddress store, SQLException e) {
    return new HistoryStoreException(store, problem(e), e);
  }

  private static String problem(SQLException e) {
    if (e instanceof SQLiteException sqlite) {
      return sqliteProblem(sqlite.getResultCode(), e);
    }
    String state = e.getSQLState() == null ? "" : e.getSQLState();
    if (state.startsWith("08")) {
      return "cannot connect: " + firstSentence(e);
    }
    if (state.startsWith("28")) {
      return "refused: " + firstSentence(e);
    }
    if (state.equals("3D000")) {
      return "no such database: " + firstSentence(e);
    }
    return "database error: " + firstSentence(e);
  }

  private static String sqliteProblem(SQLiteErrorCode code, SQLException e) {
    return switch (code) {
      case SQLITE_NOTADB -> "not a SQLite database, so not a perfkit history";
      case SQLITE_CORRUPT -> "a damaged SQLite database: " + firstSentence(e);
      case SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_RECOVERY ->
          "another writer held the history's lock for over a minute";
      case SQLITE_CANTOPEN -> "cannot be opened (check the directory and its permissions)";
      case SQLITE_READONLY, SQLITE_PERM -> "read-only, so nothing can be recorded in it";
      default -> "database error: " + firstSentence(e);
    };
  }

  /** The driver's message up to its first sentence's end, on one line. */
  private static String firstSentence(SQLException e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    String line = message.lines().findFirst().orElse("").strip();
    int end = line.indexOf(". ");
    return end < 0 ? line : line.substring(0, end);
  }
}
