package dev.perfkit.analyzers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The layout of a run directory as far as analysis cares (docs/run-directory.md): which files may
 * hold evidence, in the order their data is preferred.
 */
public final class RunDirectory {

  /** The metadata file that marks a directory as a perfkit run. */
  public static final String RUN_FILE = "run.json";

  /** async-profiler's recording of every sampled event. */
  public static final String PROFILE_JFR = "profile.jfr";

  /** The JVM's own JFR recording. */
  public static final String RECORDING_JFR = "recording.jfr";

  /** The analysis written into the run directory. */
  public static final String SUMMARY_FILE = "summary.json";

  /**
   * Where evidence lives, most preferred first. async-profiler's recording comes first: it has the
   * profiles in their real units (allocated bytes, lock wait time) where the collapsed files hold
   * sample counts, which then serve only when the recording is missing or unreadable.
   */
  private static final List<String> EVIDENCE_PLACES =
      List.of(PROFILE_JFR, RECORDING_JFR, "stacks", "logs/compilation.log", "logs/gc.log", "load");

  private RunDirectory() {}

  /** Whether {@code directory} is a perfkit run directory. */
  public static boolean isRun(Path directory) {
    return Files.isRegularFile(directory.resolve(RUN_FILE));
  }

  /** The files of the run that may hold evidence, in order of preference. */
  public static List<Path> evidenceFiles(Path directory) throws IOException {
    List<Path> files = new ArrayList<>();
    for (String place : EVIDENCE_PLACES) {
      Path path = directory.resolve(place);
      if (Files.isDirectory(path)) {
        try (Stream<Path> children = Files.list(path)) {
          children
              .filter(Files::isRegularFile)
              .filter(file -> !file.toString().endsWith(".hlog"))
              .sorted()
              .forEach(files::add);
        }
      } else if (Files.isRegularFile(path)) {
        files.add(path);
      }
    }
    return files;
  }
}
