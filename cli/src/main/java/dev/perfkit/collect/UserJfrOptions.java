package dev.perfkit.collect;

import java.util.List;
import java.util.Map;

/**
 * Finds a target's own {@code -XX:FlightRecorderOptions}: HotSpot keeps only the last of several,
 * so perfkit's repository flag would either drop the user's options (which come before it from
 * JAVA_TOOL_OPTIONS or JDK_JAVA_OPTIONS) or be dropped by them (after it, on the command line or
 * from _JAVA_OPTIONS), silently either way; perfkit leaves its flag out instead and says so.
 */
final class UserJfrOptions {

  private static final String FLAG = "-XX:FlightRecorderOptions";

  /** The variables the java launcher or the JVM reads flags from, besides the command line. */
  private static final List<String> VARIABLES =
      List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS");

  private UserJfrOptions() {}

  /**
   * The note for run.json when the target sets its own options, else null.
   *
   * @param jvmArgs the user's {@code --jvm-arg}s
   * @param command the user's command after {@code --}, or null for the bundled server
   * @param environment the environment the target inherits
   */
  static String note(List<String> jvmArgs, List<String> command, Map<String, String> environment) {
    String source = source(jvmArgs, command, environment);
    return source == null
        ? null
        : "the target's own "
            + FLAG
            + " ("
            + source
            + ") stands, so perfkit leaves out its repository flag (HotSpot keeps only one): a"
            + " target that dies leaves no recording.jfr";
  }

  private static String source(
      List<String> jvmArgs, List<String> command, Map<String, String> environment) {
    if (jvmArgs.stream().anyMatch(arg -> arg.startsWith(FLAG))) {
      return "--jvm-arg";
    }
    if (command != null && command.stream().anyMatch(word -> word.startsWith(FLAG))) {
      return "in the command";
    }
    return VARIABLES.stream()
        .filter(name -> environment.getOrDefault(name, "").contains(FLAG))
        .findFirst()
        .orElse(null);
  }
}
