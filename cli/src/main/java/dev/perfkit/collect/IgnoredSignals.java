package dev.perfkit.collect;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Which signals this process ignores: a program started in the background of a non-interactive
 * shell ({@code perfkit profile --pid N &} in a script, nohup) inherits SIGINT ignored, and no JVM
 * can take an ignored signal back. The JVM then never sees Ctrl-C, so it cannot end a window.
 */
public final class IgnoredSignals {

  private static final Path STATUS = Path.of("/proc/self/status");

  /** Bit 1 of the mask: signal 2. */
  private static final long SIGINT_BIT = 1L << 1;

  private IgnoredSignals() {}

  /** Whether SIGINT is ignored; false where the OS does not say (no /proc, as on macOS). */
  public static boolean sigint() {
    Long mask = ignoredMask(STATUS);
    return mask != null && (mask & SIGINT_BIT) != 0;
  }

  /** The {@code SigIgn} mask of a /proc status file, or null when it has none or is unreadable. */
  static Long ignoredMask(Path status) {
    try {
      return Files.readAllLines(status).stream()
          .filter(line -> line.startsWith("SigIgn:"))
          .map(line -> Long.parseUnsignedLong(line.substring("SigIgn:".length()).trim(), 16))
          .findFirst()
          .orElse(null);
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }
}
