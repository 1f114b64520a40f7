package dev.perfkit.server;

import java.util.Locale;

/** How connections are served. */
public enum ExecutionMode {
  /** blocking socket I/O with a thread per connection. */
  HYBRID,
  /** a Selector event loop that hands complete requests to workers. */
  NIO;

  /** The name used in flags and properties files: {@code hybrid} or {@code nio}. */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }
}
