package dev.perfkit.collect;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
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
    Path proc = Path.of("/proc", Long.toString(pid));
    String name =
        handle
            .get()
            .info()
            .command()
            .map(c -> Path.of(c).getFileName().toString())
            .orElseGet(() -> kernelName(proc));
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
      throw unreadable(proc, pid, name);
    } catch (IOException e) {
      throw new CollectException("process " + pid + ": cannot read " + e.getMessage());
    }
  }

  /**
   * Why a process's memory map is closed to us: another user's process, or (same user, even root)
   * one the kernel protects from inspection, such as an init process or one under a stricter ptrace
   * scope. Saying "another user" in the second case would send the user the wrong way.
   */
  private static CollectException unreadable(Path proc, long pid, String name) {
    OptionalInt owner = uid(proc);
    OptionalInt self = uid(Path.of("/proc/self"));
    String process = "process " + pid + " (" + name + ")";
    if (owner.isPresent() && self.isPresent() && owner.getAsInt() != self.getAsInt()) {
      return new CollectException(
          process
              + " belongs to another user (uid "
              + owner.getAsInt()
              + "): perfkit may not attach to it (run perfkit as that user)");
    }
    return new CollectException(
        process
            + ": the system does not let perfkit read its memory map, so it cannot tell whether"
            + " it is a JVM (it may be protected from inspection)");
  }

  private static OptionalInt uid(Path proc) {
    try {
      return OptionalInt.of((Integer) Files.getAttribute(proc, "unix:uid"));
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return OptionalInt.empty();
    }
  }

  /** The name the kernel keeps for the process, readable even when its executable is not. */
  private static String kernelName(Path proc) {
    try {
      return Files.readString(proc.resolve("comm"), StandardCharsets.ISO_8859_1).strip();
    } catch (IOException e) {
      return "unknown command";
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
