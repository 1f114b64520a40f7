package dev.perfkit.collect;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Finds a target's own {@code -XX:FlightRecorderOptions}: HotSpot keeps only the last of several,
 * so perfkit's repository flag would either drop the user's options (which come before it from
 * JAVA_TOOL_OPTIONS or JDK_JAVA_OPTIONS) or be dropped by them (after it, on the command line or
 * from _JAVA_OPTIONS), silently either way; perfkit leaves its flag out instead and says so. It
 * looks in the options files the command names too, -XX:Flags and -XX:VMOptionsFile (relative to
 * perfkit's working directory, which the target inherits).
 */
final class UserJfrOptions {

  /** How HotSpot's own options files (-XX:Flags) spell the flag: without "-XX:". */
  private static final String NAME = "FlightRecorderOptions";

  private static final String FLAG = "-XX:" + NAME;

  /**
   * The words that name HotSpot's two options files. An @argfile needs no reading here: picocli
   * expands it into perfkit's arguments, the command after "--" included.
   */
  private static final List<String> FILE_PREFIXES = List.of("-XX:Flags=", "-XX:VMOptionsFile=");

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
    List<String> words = new ArrayList<>(jvmArgs);
    words.addAll(command == null ? List.of() : command);
    for (String word : words) {
      if (namesFileWithTheFlag(word)) {
        return "in " + word;
      }
    }
    return VARIABLES.stream()
        .filter(name -> environment.getOrDefault(name, "").contains(FLAG))
        .findFirst()
        .orElse(null);
  }

  /**
   * Whether {@code word} names an options file that sets the flag. A file that cannot be read is
   * the JVM's to report when it starts.
   */
  private static boolean namesFileWithTheFlag(String word) {
    for (String prefix : FILE_PREFIXES) {
      if (word.startsWith(prefix) && word.length() > prefix.length()) {
        try (Stream<String> lines = Files.lines(Path.of(word.substring(prefix.length())))) {
          return lines.anyMatch(line -> line.contains(NAME));
        } catch (IOException | UncheckedIOException | InvalidPathException e) {
          return false;
        }
      }
    }
    return false;
  }
}
