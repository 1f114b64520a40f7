package dev.perfkit.analyzers.scope;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * The application scope of a {@code java} command line: the jar after {@code -jar} ({@link
 * JarScope}), else the main class after the options. Unknown when neither can be found or read.
 */
public final class CommandScope {

  /** Options of the {@code java} launcher that take the next word as their value. */
  private static final Set<String> WITH_VALUE =
      Set.of(
          "-cp",
          "-classpath",
          "--class-path",
          "-p",
          "--module-path",
          "--add-modules",
          "--add-opens",
          "--add-exports",
          "--add-reads",
          "--enable-native-access");

  private CommandScope() {}

  public static AppScope of(List<String> command) {
    return of(command, Path.of(""));
  }

  /** As {@link #of(List)}, a relative jar path taken from {@code directory}. */
  static AppScope of(List<String> command, Path directory) {
    if (command == null) {
      return AppScope.unknown();
    }
    for (int i = 1; i < command.size(); i++) {
      String word = command.get(i);
      if (word.equals("-jar") && i + 1 < command.size()) {
        return ofJar(directory.resolve(command.get(i + 1)));
      }
      if (WITH_VALUE.contains(word)) {
        i++;
      } else if (!word.startsWith("-")) {
        return JarScope.ofMainClass(word);
      }
    }
    return AppScope.unknown();
  }

  /**
   * The application scope of a running process, from its command line ({@code /proc/PID/cmdline}, a
   * relative jar taken from its working directory); unknown where the OS does not tell.
   */
  public static AppScope ofProcess(long pid) {
    Path proc = Path.of("/proc", Long.toString(pid));
    try {
      byte[] bytes = Files.readAllBytes(proc.resolve("cmdline"));
      List<String> words = List.of(new String(bytes, StandardCharsets.UTF_8).split("\0"));
      Path cwd = proc.resolve("cwd").toRealPath();
      return of(words, cwd);
    } catch (IOException | RuntimeException e) {
      return AppScope.unknown();
    }
  }

  private static AppScope ofJar(Path jar) {
    if (!Files.isRegularFile(jar)) {
      return AppScope.unknown();
    }
    try {
      return JarScope.of(jar);
    } catch (IOException e) {
      return AppScope.unknown();
    }
  }
}
