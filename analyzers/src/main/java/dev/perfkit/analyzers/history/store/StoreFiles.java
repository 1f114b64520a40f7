package dev.perfkit.analyzers.history.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Checks an embedded history's file before SQLite opens it, so that a file of something else is
 * named as such in one line instead of failing somewhere inside the driver.
 */
final class StoreFiles {

  /** The first bytes of every SQLite database file. */
  private static final byte[] SQLITE_HEADER =
      "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

  private StoreFiles() {}

  /** Makes the file's directory, and refuses a path that is not a SQLite file or a new one. */
  static void prepare(StoreAddress store) throws HistoryStoreException {
    Path file = store.file();
    if (Files.isDirectory(file)) {
      throw new HistoryStoreException(store, "a directory, not a history file");
    }
    try {
      Path directory = file.toAbsolutePath().getParent();
      if (directory != null) {
        Files.createDirectories(directory);
      }
      if (Files.exists(file) && Files.size(file) > 0 && !sqliteHeader(file)) {
        throw new HistoryStoreException(store, "not a SQLite database, so not a perfkit history");
      }
    } catch (HistoryStoreException e) {
      throw e;
    } catch (IOException e) {
      throw new HistoryStoreException(store, "cannot be opened: " + e.getMessage());
    }
  }

  private static boolean sqliteHeader(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return Arrays.equals(in.readNBytes(SQLITE_HEADER.length), SQLITE_HEADER);
    }
  }
}
