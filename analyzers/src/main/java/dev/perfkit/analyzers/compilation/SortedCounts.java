package dev.perfkit.analyzers.compilation;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Unmodifiable copies of count maps that iterate largest count first, ties by key. */
final class SortedCounts {

  private SortedCounts() {}

  static Map<String, Long> copyOf(Map<String, Long> counts) {
    Map<String, Long> sorted = new LinkedHashMap<>();
    counts.entrySet().stream()
        .sorted(
            Map.Entry.<String, Long>comparingByValue()
                .reversed()
                .thenComparing(Map.Entry.comparingByKey()))
        .forEach(entry -> sorted.put(entry.getKey(), entry.getValue()));
    return Collections.unmodifiableMap(sorted);
  }
}
