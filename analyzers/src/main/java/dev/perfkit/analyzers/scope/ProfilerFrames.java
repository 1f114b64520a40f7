package dev.perfkit.analyzers.scope;

import java.util.List;

/**
 * The frames of the profilers perfkit runs, found in real profiles: a CPU sample that holds one of
 * them is the measurement's own cost, not the application's. async-profiler's wall-clock sampler
 * signals every thread, idle ones included, and its handler then runs on the CPU ({@code
 * WallClock::signalHandler}, then {@code Profiler::recordSample}, {@code StackWalker::walkVM}); the
 * JVM's own sampler suspends threads with a signal ({@code SR_handler}); JFR runs Java code of its
 * own ({@code jdk.jfr.internal.*}) and native threads ({@code Jfr*}).
 */
public final class ProfilerFrames {

  /** Frame-name prefixes of async-profiler's native code. */
  private static final List<String> PREFIXES =
      List.of(
          "WallClock::",
          "Profiler::",
          "StackWalker::",
          "CTimer::",
          "ITimer::",
          "PerfEvents::",
          "LockTracer::",
          "ObjectSampler::",
          "AllocTracer::",
          "Engine::",
          "one.profiler.",
          "SR_handler",
          "Jfr",
          "jdk.jfr.internal.");

  private ProfilerFrames() {}

  /** Whether {@code frame}, a clean frame name, is a profiler's own. */
  public static boolean isProfiler(String frame) {
    if (frame.contains("libasyncProfiler")) {
      return true;
    }
    for (String prefix : PREFIXES) {
      if (frame.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }
}
