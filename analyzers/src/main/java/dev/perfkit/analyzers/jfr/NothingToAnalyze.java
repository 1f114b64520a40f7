package dev.perfkit.analyzers.jfr;

import java.util.Comparator;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A recording that holds none of the events perfkit's rules read (execution samples, allocations,
 * locks, GC, compilations) says so, naming what it does hold: an empty analysis alone would look
 * like a clean bill of health.
 */
final class NothingToAnalyze {

  /** How many of the most frequent event types the note names. */
  private static final int NAMED = 5;

  private NothingToAnalyze() {}

  static boolean holds(JfrRecording recording) {
    return recording.cpu() == null
        && recording.alloc() == null
        && recording.wall() == null
        && recording.lock() == null
        && recording.counted() == null
        && recording.gc() == null
        && recording.compilations() == null;
  }

  static String note(JfrRecording recording) {
    String held =
        recording.eventCounts().entrySet().stream()
            .filter(entry -> entry.getValue() > 0)
            .sorted(
                Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
                    .thenComparing(Map.Entry.comparingByKey()))
            .limit(NAMED)
            .map(entry -> entry.getKey() + " " + entry.getValue())
            .collect(Collectors.joining(", "));
    return "nothing to analyze: no execution samples, allocations, locks, GC or compilations;"
        + (held.isEmpty() ? " it holds no events" : " its most frequent events are " + held);
  }
}
