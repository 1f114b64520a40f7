package dev.perfkit.server;

import java.util.Locale;

/** Which implementation of the request path runs. */
public enum Variant {
  /**
   * the classic bottlenecks (per-request buffers, an oversized reader method, split-based header
   * parsing, regex routing).
   */
  LEGACY,
  /** the same behaviour with the bottlenecks fixed. */
  OPTIMIZED;

  /** The name used in flags and properties files: {@code legacy} or {@code optimized}. */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }
}
