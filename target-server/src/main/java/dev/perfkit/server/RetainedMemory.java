package dev.perfkit.server;

import java.util.ArrayList;
import java.util.List;

/**
 * Memory kept reachable on purpose, a growing live set: each request adds one array until the total
 * reaches {@link #bound()}, then nothing more is kept, so an injected leak cannot exhaust the heap
 * and turn a live-set test into an out-of-memory one.
 */
final class RetainedMemory {
  /** The most kept in all, whatever the heap: 256 MiB. */
  static final long MAX_TOTAL_BYTES = 256L << 20;

  private final long bound;
  private final List<byte[]> kept = new ArrayList<>();
  private long total;

  /** Kept up to a quarter of the heap's maximum, at most {@link #MAX_TOTAL_BYTES}. */
  RetainedMemory() {
    this(Math.min(MAX_TOTAL_BYTES, Runtime.getRuntime().maxMemory() / 4));
  }

  RetainedMemory(long bound) {
    this.bound = bound;
  }

  /** Keeps a new array of {@code bytes} unless that would pass the bound; whether it did. */
  synchronized boolean keep(int bytes) {
    if (total + bytes > bound) {
      return false;
    }
    kept.add(new byte[bytes]);
    total += bytes;
    return true;
  }

  /** The bytes kept so far, array headers not counted. */
  synchronized long total() {
    return total;
  }

  long bound() {
    return bound;
  }
}
