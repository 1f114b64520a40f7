package dev.perfkit.analyzers.jfr;

import java.util.Map;

/**
 * Merges the accumulators' per-key counters (a {@code long[]} per name, cause or reason), as the
 * workers' results of a recording's chunks are added together.
 */
final class CountMaps {

  private CountMaps() {}

  /** Adds each of {@code from}'s counters to the same key's counters in {@code into}. */
  static void addAll(Map<String, long[]> into, Map<String, long[]> from) {
    from.forEach(
        (key, counts) -> {
          long[] mine = into.computeIfAbsent(key, k -> new long[counts.length]);
          for (int i = 0; i < counts.length; i++) {
            mine[i] += counts[i];
          }
        });
  }
}
