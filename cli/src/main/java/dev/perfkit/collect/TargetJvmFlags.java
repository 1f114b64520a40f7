package dev.perfkit.collect;

import dev.perfkit.analyzers.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import one.profiler.AsyncProfilerLoader;

/**
 * The JVM flags perfkit gives a target it launches: async-profiler as an agent, the JVM's own JFR
 * recording, HotSpot's compilation log and a unified GC log, then the user's own flags (last, so
 * that they win where HotSpot lets a later flag override an earlier one).
 */
public final class TargetJvmFlags {

  private TargetJvmFlags() {}

  /**
   * Every flag, in the order they go on the command line.
   *
   * @param jfrRepository whether to put the JFR repository in the run directory; not when the
   *     target sets its own {@code -XX:FlightRecorderOptions} ({@link UserJfrOptions})
   */
  public static List<String> of(
      RunDirectory dir, EventSelection events, List<String> userFlags, boolean jfrRepository) {
    List<String> flags = new ArrayList<>();
    if (!events.isEmpty()) {
      flags.add("-agentpath:" + agentLibrary() + "=" + events.agentOptions(dir.profileJfr()));
      flags.add(JfrRecordingSettings.startFlag(dir.recordingJfr()));
      if (jfrRepository) {
        flags.add(JfrRecordingSettings.repositoryFlag(dir.jfrRepository()));
      }
    }
    flags.add("-XX:+UnlockDiagnosticVMOptions");
    // Without it, profilers see frames only at safepoints and blame the wrong lines.
    flags.add("-XX:+DebugNonSafepoints");
    flags.add("-XX:+LogCompilation");
    flags.add("-XX:LogFile=" + dir.compilationLog());
    // The default decorators (uptime, level, tags) that GC log readers expect; one file, no
    // rotation, so that logs/gc.log is the whole log.
    flags.add("-Xlog:gc*:file=\"" + dir.gcLog() + "\":uptime,level,tags:filecount=0");
    flags.addAll(userFlags);
    return flags;
  }

  /** async-profiler's native library for this platform, extracted by ap-loader on first use. */
  public static Path agentLibrary() {
    if (!AsyncProfilerLoader.isSupported()) {
      throw new CollectException(
          "async-profiler does not support this platform ("
              + System.getProperty("os.name")
              + " "
              + System.getProperty("os.arch")
              + "); use --events none to run without profiling");
    }
    try {
      return AsyncProfilerLoader.getAsyncProfilerPath();
    } catch (IOException e) {
      throw new CollectException("cannot extract async-profiler's library: " + e.getMessage(), e);
    }
  }
}
