package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.jfr.JfrRecordingReader;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.ValueUnit;

/**
 * What a share of a profile is a share of, said in full: "of all CPU samples (async-profiler)"
 * against "of CPU samples of Java threads (JFR)", since the JVM's own sampler sees only Java
 * threads and async-profiler sees every thread, native code included.
 */
final class Shares {

  private Shares() {}

  /** "of allocated bytes (async-profiler)": the denominator of the profile's shares. */
  static String denominator(StackProfile profile, String source) {
    return "of " + what(profile, source) + " (" + shortSource(source) + ")";
  }

  private static String what(StackProfile profile, String source) {
    boolean samples = profile.unit() == ValueUnit.SAMPLES;
    return switch (profile.event()) {
      case CPU ->
          source.equals(JfrRecordingReader.ASYNC_PROFILER)
              ? "all CPU samples"
              : source.equals("JFR recording") ? "CPU samples of Java threads" : "CPU samples";
      case ALLOC -> samples ? "allocation samples" : "allocated bytes";
      case LOCK -> samples ? "lock samples" : "lock wait time";
      case WALL -> "wall-clock samples";
      case COUNTED -> profile.label();
    };
  }

  private static String shortSource(String source) {
    return switch (source) {
      case JfrRecordingReader.ASYNC_PROFILER -> "async-profiler";
      case "JFR recording" -> "JFR";
      default -> source;
    };
  }
}
