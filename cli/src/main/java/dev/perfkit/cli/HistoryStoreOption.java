package dev.perfkit.cli;

import dev.perfkit.analyzers.history.store.StoreAddress;
import picocli.CommandLine.Option;

/** {@code --db}: the history the {@code history} commands record into and read. */
public final class HistoryStoreOption {

  @Option(
      names = "--db",
      paramLabel = "FILE|URL",
      description =
          "The history: a database file (made by the first record; SQLite, no server needed) or a"
              + " jdbc:postgresql://HOST[:PORT]/DATABASE URL for a team's server (user and password"
              + " as its parameters: ?user=U&password=P). Default: .perfkit/history.db"
              + " under the current directory.")
  String db;

  /** The store named, or the default file; an unsupported JDBC URL is a usage error. */
  StoreAddress address() {
    if (db == null) {
      return StoreAddress.ofFile(StoreAddress.DEFAULT_FILE);
    }
    try {
      return StoreAddress.of(db);
    } catch (IllegalArgumentException e) {
      throw PerfkitException.usage(e.getMessage());
    }
  }
}
