package dev.perfkit.collect;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The paths of one run directory, as {@code docs/run-directory.md} lays them out. */
public record RunDirectory(Path root) {

  public RunDirectory {
    root = root.toAbsolutePath().normalize();
  }

  /**
   * Creates the directory and its sub-directories, after {@link #check}: an existing non-empty
   * directory is emptied only with {@code force}, and only when it is an earlier run.
   *
   * @throws CollectException when the path cannot be a run directory as given (a usage problem)
   * @throws IOException when the file system refuses to create or empty it
   */
  public static RunDirectory prepare(Path root, boolean force) throws IOException {
    RunDirectory dir = check(root, force);
    if (isNonEmptyDirectory(dir.root)) {
      deleteContents(dir.root);
    }
    dir.createLayout();
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
    if (dir.root.toString().contains(",")) {
      throw new CollectException(
          dir.root
              + ": the output path must not contain ',' (it separates the profiler's options)");
    }
    if (Files.exists(dir.root) && !Files.isDirectory(dir.root)) {
      throw new CollectException(dir.root + ": exists and is not a directory");
    }
    if (isNonEmptyDirectory(dir.root)) {
      if (!force) {
        throw new CollectException(
            dir.root + ": directory exists and is not empty; use --force to overwrite it");
      }
      if (!dev.perfkit.analyzers.RunDirectory.isRun(dir.root)) {
        throw new CollectException(
            dir.root
                + ": not a perfkit run directory (it has no run.json); --force only overwrites"
                + " earlier runs");
      }
    }
    return dir;
  }

  private void createLayout() throws IOException {
    Files.createDirectories(root.resolve("logs"));
    Files.createDirectories(root.resolve("load"));
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

  public Path runJson() {
    return root.resolve(dev.perfkit.analyzers.RunDirectory.RUN_FILE);
  }

  public Path profileJfr() {
    return root.resolve(dev.perfkit.analyzers.RunDirectory.PROFILE_JFR);
  }

  public Path recordingJfr() {
    return root.resolve(dev.perfkit.analyzers.RunDirectory.RECORDING_JFR);
  }

  /**
   * The target's JFR repository: where its JVM writes the recording's chunks while it runs, so that
   * a target that dies leaves them in the run directory, not in the system's temporary one.
   */
  public Path jfrRepository() {
    return root.resolve("logs").resolve("jfr-repository");
  }

  public Path collapsed(String event) {
    return root.resolve("stacks").resolve(event + ".collapsed");
  }

  public Path flameGraph(String event) {
    return root.resolve("flamegraphs").resolve(event + ".html");
  }

  public Path compilationLog() {
    return root.resolve("logs").resolve("compilation.log");
  }

  public Path gcLog() {
    return root.resolve("logs").resolve("gc.log");
  }

  public Path targetOut() {
    return root.resolve("logs").resolve("target.out");
  }

  public Path targetErr() {
    return root.resolve("logs").resolve("target.err");
  }

  public Path loadDir() {
    return root.resolve("load");
  }

  /** Deletes a file the run left empty (a target that wrote nothing to stderr). */
  public void removeIfEmptyFile(Path file) {
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
  public void removeEmptyLayout() {
    removeIfEmpty(root.resolve("logs"));
    removeIfEmpty(loadDir());
  }

  /** Deletes a directory the run left empty, because absent files are the documented signal. */
  public void removeIfEmpty(Path dir) {
    try {
      if (Files.isDirectory(dir) && !isNonEmptyDirectory(dir)) {
        Files.delete(dir);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
