package dev.perfkit.server;

import java.util.Locale;

/** Which threads serve requests. */
public enum ThreadType {
  /** a fixed pool of platform threads (thread-pool-size). */
  PLATFORM,
  /** a virtual thread per task. */
  VIRTUAL;

  /** The name used in flags and properties files: {@code platform} or {@code virtual}. */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }
}
