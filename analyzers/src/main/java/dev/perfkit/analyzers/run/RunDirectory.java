package dev.perfkit.analyzers.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The one description of a run directory's layout (docs/run-directory.md): the collector writes
 * these paths and the analysis reads them, so neither can drift from the other.
 */
public record RunDirectory(Path root) {

  /** The metadata file that marks a directory as a perfkit run. */
  public static final String RUN_FILE = "run.json";

  /** async-profiler's recording of every sampled event. */
  public static final String PROFILE_JFR = "profile.jfr";

  /** The JVM's own JFR recording. */
  public static final String RECORDING_JFR = "recording.jfr";

  /** The load driver's results file in {@link #loadDir()}. */
  public static final String LOAD_RESULTS = "results.json";

  /** The analysis written into the run directory. */
  public static final String SUMMARY_FILE = "summary.json";

  private static final String STACKS = "stacks";
  private static final String REPEATS = "repeats";
  private static final String COLLAPSED_SUFFIX = ".collapsed";

  /**
   * Where evidence lives, most preferred first. async-profiler's recording comes first: it has the
   * profiles in their real units (allocated bytes, lock wait time); the collapsed files the
   * collector converted from it hold the same samples as counts, so they are read only for the
   * events the recording did not give (a recording cut short).
   */
  private static final List<String> EVIDENCE_PLACES =
      List.of(PROFILE_JFR, RECORDING_JFR, STACKS, "logs/compilation.log", "logs/gc.log", "load");

  public RunDirectory {
    root = root.toAbsolutePath().normalize();
  }

  /** Whether {@code directory} is a perfkit run directory. */
  public static boolean isRun(Path directory) {
    return Files.isRegularFile(directory.resolve(RUN_FILE));
  }

  public Path runJson() {
    return root.resolve(RUN_FILE);
  }

  public Path summaryJson() {
    return root.resolve(SUMMARY_FILE);
  }

  public Path profileJfr() {
    return root.resolve(PROFILE_JFR);
  }

  public Path recordingJfr() {
    return root.resolve(RECORDING_JFR);
  }

  public Path logsDir() {
    return root.resolve("logs");
  }

  /**
   * The target's JFR repository: where its JVM writes the recording's chunks while it runs, so that
   * a target that dies leaves them in the run directory, not in the system's temporary one.
   */
  public Path jfrRepository() {
    return logsDir().resolve("jfr-repository");
  }

  public Path stacksDir() {
    return root.resolve(STACKS);
  }

  public Path collapsed(String event) {
    return stacksDir().resolve(event + COLLAPSED_SUFFIX);
  }

  public Path flameGraphsDir() {
    return root.resolve("flamegraphs");
  }

  public Path flameGraph(String event) {
    return flameGraphsDir().resolve(event + ".html");
  }

  /**
   * The flame graph of what {@code event} sampled before the load's measured window: start-up and
   * warm-up, kept apart from the steady state the other files show.
   */
  public Path warmupFlameGraph(String event) {
    return flameGraphsDir().resolve(event + "-before-window.html");
  }

  public Path compilationLog() {
    return logsDir().resolve("compilation.log");
  }

  public Path gcLog() {
    return logsDir().resolve("gc.log");
  }

  public Path targetOut() {
    return logsDir().resolve("target.out");
  }

  public Path targetErr() {
    return logsDir().resolve("target.err");
  }

  public Path loadDir() {
    return root.resolve("load");
  }

  /** The load driver's results, with the per-second series the measured window comes from. */
  public Path loadResults() {
    return loadDir().resolve(LOAD_RESULTS);
  }

  /** Where a repeat set ({@code run --repeat N}) keeps its repeats, one run directory each. */
  public Path repeatsDir() {
    return root.resolve(REPEATS);
  }

  /** Repeat {@code number} (from 1) of a repeat set: a whole run directory of its own. */
  public RunDirectory repeat(int number) {
    return new RunDirectory(repeatsDir().resolve(Integer.toString(number)));
  }

  /**
   * The event a collapsed file of this run holds ({@code cpu} for {@code stacks/cpu.collapsed}), or
   * null when {@code file} is not one.
   */
  public String collapsedEvent(Path file) {
    String name = file.getFileName().toString();
    boolean collapsed = file.getParent().equals(stacksDir()) && name.endsWith(COLLAPSED_SUFFIX);
    return collapsed ? name.substring(0, name.length() - COLLAPSED_SUFFIX.length()) : null;
  }

  /** The files of the run that may hold evidence, in order of preference. */
  public List<Path> evidenceFiles() throws IOException {
    List<Path> files = new ArrayList<>();
    for (String place : EVIDENCE_PLACES) {
      Path path = root.resolve(place);
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
