package dev.perfkit.collect;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Checks a pid before perfkit attaches to it, each failure as one line: no such process, not a JVM
 * (attaching would send SIGQUIT, which kills most other programs), another user's process, or a JVM
 * started with {@code -XX:+DisableAttachMechanism} (which would make the attach hang for seconds
 * before failing).
 */
public final class AttachableJvm {

  private static final String DISABLE_ATTACH = "-XX:+DisableAttachMechanism";

  private AttachableJvm() {}

  /** Returns the process's command name when it is a JVM we may attach to; throws otherwise. */
  public static String check(long pid) {
    Optional<ProcessHandle> handle = ProcessHandle.of(pid);
    if (handle.isEmpty() || !handle.get().isAlive()) {
      throw new CollectException("no such process: " + pid);
    }
    String name =
        handle
            .get()
            .info()
            .command()
            .map(c -> Path.of(c).getFileName().toString())
            .orElse("unknown command");
    Path proc = Path.of("/proc", Long.toString(pid));
    if (!mapsJvmLibrary(proc, pid, name)) {
      throw new CollectException("process " + pid + " (" + name + ") is not a JVM");
    }
    if (attachDisabled(proc)) {
      throw new CollectException(
          "process "
              + pid
              + " ("
              + name
              + ") does not allow attaching: it runs with "
              + DISABLE_ATTACH);
    }
    return name;
  }

  private static boolean mapsJvmLibrary(Path proc, long pid, String name) {
    try (Stream<String> maps = Files.lines(proc.resolve("maps"), StandardCharsets.ISO_8859_1)) {
      return maps.anyMatch(line -> line.endsWith("/libjvm.so"));
    } catch (AccessDeniedException e) {
      throw new CollectException(
          "process "
              + pid
              + " ("
              + name
              + ") belongs to another user: perfkit may not attach to it"
              + " (run perfkit as that user)");
    } catch (IOException e) {
      throw new CollectException("process " + pid + ": cannot read " + e.getMessage());
    }
  }

  /** The flag on the command line or in JAVA_TOOL_OPTIONS, where it is nearly always given. */
  private static boolean attachDisabled(Path proc) {
    return contains(proc.resolve("cmdline")) || contains(proc.resolve("environ"));
  }

  private static boolean contains(Path file) {
    try {
      String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
      return text.contains(DISABLE_ATTACH);
    } catch (IOException e) {
      return false;
    }
  }
}
