package dev.perfkit.collect;

import dev.perfkit.analyzers.run.RunDirectory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * What the collector does to a run directory beyond naming its paths ({@link RunDirectory} does
 * that for collector and analysis alike): check it before a run, prepare it, and tidy what a run
 * left empty.
 */
public final class RunDirectories {

  private RunDirectories() {}

  /**
   * Creates the directory and its sub-directories, after {@link #check}: an existing non-empty
   * directory is emptied only with {@code force}, and only when it is an earlier run.
   *
   * @throws CollectException when the path cannot be a run directory as given (a usage problem)
   * @throws IOException when the file system refuses to create or empty it
   */
  public static RunDirectory prepare(Path root, boolean force) throws IOException {
    RunDirectory dir = check(root, force);
    if (isNonEmptyDirectory(dir.root())) {
      deleteContents(dir.root());
    }
    Files.createDirectories(dir.logsDir());
    Files.createDirectories(dir.loadDir());
    return dir;
  }

  /**
   * Whether {@code root} may become the run directory, changing nothing, so that a command can say
   * so before it starts or attaches to anything. An existing non-empty directory may only with
   * {@code force}, so that a typo never destroys an earlier run, and only when it is a run
   * directory (it holds run.json), so that {@code --force} never empties a directory of other
   * files, such as the current one or a home directory.
   *
   * @throws CollectException when it may not (a usage problem)
   * @throws IOException when the directory cannot be listed
   */
  public static RunDirectory check(Path root, boolean force) throws IOException {
    RunDirectory dir = new RunDirectory(root);
    Path path = dir.root();
    if (path.toString().contains(",")) {
      throw new CollectException(
          path + ": the output path must not contain ',' (it separates the profiler's options)");
    }
    if (Files.exists(path) && !Files.isDirectory(path)) {
      throw new CollectException(path + ": exists and is not a directory");
    }
    if (isNonEmptyDirectory(path)) {
      if (!force) {
        throw new CollectException(
            path + ": directory exists and is not empty; use --force to overwrite it");
      }
      if (!RunDirectory.isRun(path)) {
        throw new CollectException(
            path
                + ": not a perfkit run directory (it has no run.json); --force only overwrites"
                + " earlier runs");
      }
    }
    return dir;
  }

  static boolean isNonEmptyDirectory(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return false;
    }
    try (Stream<Path> entries = Files.list(dir)) {
      return entries.findAny().isPresent();
    }
  }

  private static void deleteContents(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
        if (!path.equals(dir)) {
          Files.delete(path);
        }
      }
    }
  }

  /** Deletes a file the run left empty (a target that wrote nothing to stderr). */
  public static void removeIfEmptyFile(Path file) {
    try {
      if (Files.isRegularFile(file) && Files.size(file) == 0) {
        Files.delete(file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Deletes a directory and everything in it, when it exists. */
  static void removeTree(Path dir) throws IOException {
    if (Files.isDirectory(dir)) {
      deleteContents(dir);
      Files.delete(dir);
    }
  }

  /**
   * Deletes logs/ and load/ when the run left them empty (a target that never started, a load that
   * never ran): files a run did not produce are absent, never empty.
   */
  public static void removeEmptyLayout(RunDirectory dir) {
    removeIfEmpty(dir.logsDir());
    removeIfEmpty(dir.loadDir());
  }

  /** Deletes a directory the run left empty, because absent files are the documented signal. */
  public static void removeIfEmpty(Path dir) {
    try {
      if (Files.isDirectory(dir) && !isNonEmptyDirectory(dir)) {
        Files.delete(dir);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
