package dev.perfkit.analyzers.run;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.perfkit.analyzers.scope.AppScope;
import java.util.List;
import java.util.Map;

/**
 * What {@code run.json} holds: enough for a later reader (analyze, compare, a person) to know what
 * was measured, how, on what, and whether the run finished. Times are ISO-8601 UTC strings. The
 * collector writes it and the analysis reads it through {@link RunRecordFile}.
 *
 * @param schemaVersion the version of this layout, {@link #SCHEMA_VERSION} when written
 * @param perfkitVersion the perfkit that collected the run
 * @param kind {@code run} (perfkit launched the target) or {@code profile} (it attached)
 * @param commandLine perfkit's own arguments, exactly as given
 * @param target what was measured
 * @param jvm the target JVM's version
 * @param host the machine the run ran on
 * @param profiling the recordings and what they cover
 * @param load the load summary, or null when no load was driven
 * @param window how long {@code profile} recorded, null for {@code run}
 * @param start when collection started
 * @param end when collection ended
 * @param complete false when the run was cut short; files are kept
 * @param incompleteReason why the run is incomplete, or null
 * @param notes caveats a reader should know (inlining coverage after an attach, a forced kill)
 * @param repeats in the run.json of a repeat set ({@code run --repeat N}) only: the set's progress;
 *     absent (null) for a single run, whose run.json is unchanged
 * @param appScope the application's own packages and how perfkit knows them ({@code
 *     --app-packages}, the launched jar); absent (null) when not known or written by an older
 *     perfkit
 */
public record RunRecord(
    int schemaVersion,
    String perfkitVersion,
    String kind,
    List<String> commandLine,
    Target target,
    Jvm jvm,
    Host host,
    Profiling profiling,
    Load load,
    Window window,
    String start,
    String end,
    boolean complete,
    String incompleteReason,
    List<String> notes,
    @JsonInclude(JsonInclude.Include.NON_NULL) Repeats repeats,
    @JsonInclude(JsonInclude.Include.NON_NULL) AppScope appScope) {

  public static final int SCHEMA_VERSION = 1;

  /** A run.json that says nothing of the application's packages. */
  public RunRecord(
      int schemaVersion,
      String perfkitVersion,
      String kind,
      List<String> commandLine,
      Target target,
      Jvm jvm,
      Host host,
      Profiling profiling,
      Load load,
      Window window,
      String start,
      String end,
      boolean complete,
      String incompleteReason,
      List<String> notes,
      Repeats repeats) {
    this(
        schemaVersion,
        perfkitVersion,
        kind,
        commandLine,
        target,
        jvm,
        host,
        profiling,
        load,
        window,
        start,
        end,
        complete,
        incompleteReason,
        notes,
        repeats,
        null);
  }

  /** Whether this is the run.json of a repeat set, whose repeats are runs of their own. */
  @JsonIgnore
  public boolean isRepeatSet() {
    return repeats != null;
  }

  /**
   * A repeat set's progress: the same scenario run N times, each in a fresh JVM, each a whole run
   * directory under {@code repeats/<number>} ({@link RunDirectory#repeat(int)}).
   *
   * @param requested N, as {@code --repeat} asked
   * @param started how many repeats began: {@code repeats/1} to {@code repeats/<started>} exist
   * @param completed the numbers of the repeats that completed, in order
   */
  public record Repeats(int requested, int started, List<Integer> completed) {

    public Repeats {
      completed = List.copyOf(completed);
    }
  }

  /**
   * The measured JVM and how it was run.
   *
   * @param type {@code bundled-server}, {@code command} or {@code attached}
   * @param pid its process id
   * @param command its whole command line as perfkit started it (null when attached)
   * @param jvmFlags the flags perfkit added, then the user's {@code --jvm-arg}s
   * @param userJvmFlags the user's {@code --jvm-arg}s alone
   * @param url the URL load was driven at, or null
   * @param configuration the bundled server's configuration as it reported it, else empty
   * @param handledRequests the bundled server's own count of handled requests, else null
   * @param exitCode the target's exit code after the run, null when attached or still running
   * @param cpuSecondsDuringLoad CPU time the target's process used (all threads, user and system)
   *     while the load ran, null when no load ran or the OS does not tell
   * @param compilerCpuSecondsDuringLoad the part of it the JIT compiler threads used, null when the
   *     OS does not tell (it does on Linux)
   * @param cpuAfterWarmup the part of it from the end of the load's warm-up, null when the load had
   *     no warm-up (then the whole load is measured) or the OS does not tell
   */
  public record Target(
      String type,
      long pid,
      List<String> command,
      List<String> jvmFlags,
      List<String> userJvmFlags,
      String url,
      Map<String, String> configuration,
      Long handledRequests,
      Integer exitCode,
      Double cpuSecondsDuringLoad,
      Double compilerCpuSecondsDuringLoad,
      CpuWindow cpuAfterWarmup) {}

  /**
   * The CPU time the target used from the start of one of the load's per-second samples to the end
   * of the load, so that it can be divided by the requests of those same seconds.
   *
   * @param fromSecond the index of the first per-second sample it covers
   * @param seconds the CPU time, user and system, all threads
   * @param compilerSeconds the part of it the JIT compiler threads used, null when unknown
   */
  public record CpuWindow(int fromSecond, double seconds, Double compilerSeconds) {}

  /** The target JVM's system properties that identify it. */
  public record Jvm(String version, String vendor, String vmName, String home) {}

  /**
   * The host: what bounds the numbers.
   *
   * @param name the machine's host name, null when it cannot be told (or written by an older
   *     perfkit)
   */
  public record Host(String name, int cpuCount, String os, String arch) {}

  /**
   * The recordings.
   *
   * @param events each async-profiler event, with what it produced
   * @param profileFile async-profiler's recording, or null when none was made
   * @param recordingFile the JVM's JFR recording, or null when none was made
   * @param recordingSettings the JFR settings used
   * @param inliningCoverage {@code all compilations} or {@code compilations after the attach}
   */
  public record Profiling(
      List<Event> events,
      String profileFile,
      String recordingFile,
      String recordingSettings,
      String inliningCoverage) {}

  /**
   * One async-profiler event.
   *
   * @param name cpu, alloc, wall or lock
   * @param setting its interval, byte count or threshold
   * @param engine for cpu, how it was sampled ({@code ctimer} or {@code perf}); null otherwise
   * @param stacks distinct stacks in its collapsed file, 0 when it had no samples (then no files)
   */
  public record Event(String name, String setting, String engine, long stacks) {}

  /**
   * The window of a {@code profile}: from the start of the profiler to the end of the window.
   *
   * @param requestedSeconds the window asked for ({@code --duration}), null for a load's length or
   *     until Ctrl-C
   * @param seconds how long it lasted
   * @param endedBy {@code duration}, {@code load}, {@code Ctrl-C}, or why it stopped early
   */
  public record Window(Double requestedSeconds, double seconds, String endedBy) {}

  /**
   * A summary of {@code load/results.json}.
   *
   * @param scenario the scenario
   * @param ok requests that succeeded in the measured phase
   * @param ko requests that failed in the measured phase
   * @param p99Ms the measured phase's 99th percentile latency
   * @param complete false when the load was cut short
   */
  public record Load(String scenario, long ok, long ko, double p99Ms, boolean complete) {}
}
