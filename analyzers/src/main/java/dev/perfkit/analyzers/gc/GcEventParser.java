package dev.perfkit.analyzers.gc;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recognises the summary lines of pauses and concurrent cycles in unified GC logs of G1, Parallel,
 * Serial, Shenandoah and ZGC, and splits them into their parts.
 */
final class GcEventParser {

  /** {@code GC(4) Pause Young (Normal) (G1 Evacuation Pause) 45M->42M(64M) 4.663ms}. */
  private static final Pattern PAUSE =
      Pattern.compile(
          "GC\\((\\d+)\\) (?:([YyO]): )?Pause (.+?)"
              + "(?: (\\d+)([BKMGT])->(\\d+)([BKMGT])\\((\\d+)([BKMGT])\\))? (\\d+(?:\\.\\d+)?)ms");

  /** {@code GC(6) Concurrent Mark Cycle 14.504ms}, {@code GC(0) Major Collection (Warmup) ...}. */
  private static final Pattern CYCLE =
      Pattern.compile(
          "GC\\((\\d+)\\) (Concurrent [A-Za-z ]+ Cycle|Major Collection|Minor Collection"
              + "|Garbage Collection)(?: \\(([^)]*)\\))?(?: .*)? (\\d+(?:\\.\\d+)?)(ms|s)");

  /** First parenthesised words that name a kind of pause rather than its cause. */
  private static final Set<String> SUBTYPES =
      Set.of("Normal", "Concurrent Start", "Prepare Mixed", "Mixed", "Major");

  /** A completed concurrent cycle. */
  record Cycle(long gcId, String name, double durationMs) {}

  /** Whether the message may be a pause summary, cheaply, before any regex runs. */
  static boolean mayBePause(String message) {
    return message.startsWith("GC(") && message.endsWith("ms") && message.contains("Pause ");
  }

  /**
   * The pause a summary line describes, or null when the message is not a pause summary.
   *
   * @throws NumberFormatException when it looks like one but its parts do not parse
   */
  static GcPause pause(String message, double atSeconds) {
    Matcher m = PAUSE.matcher(message);
    if (!m.matches()) {
      return null;
    }
    String[] typeAndCause = typeAndCause(m.group(3));
    String generation = m.group(2);
    String type = generation == null ? typeAndCause[0] : generation + ": " + typeAndCause[0];
    boolean hasHeap = m.group(4) != null;
    return new GcPause(
        Long.parseLong(m.group(1)),
        type,
        typeAndCause[1],
        atSeconds,
        Double.parseDouble(m.group(10)),
        hasHeap ? HeapSize.bytes(m.group(4), m.group(5)) : -1,
        hasHeap ? HeapSize.bytes(m.group(6), m.group(7)) : -1,
        hasHeap ? HeapSize.bytes(m.group(8), m.group(9)) : -1);
  }

  /** The cycle a summary line describes, or null when the message is not a cycle's end. */
  static Cycle cycle(String message) {
    if (!message.startsWith("GC(")
        || !message.endsWith("s")
        || !(message.contains(" Cycle ") || message.contains(" Collection"))) {
      return null;
    }
    Matcher m = CYCLE.matcher(message);
    if (!m.matches()) {
      return null;
    }
    double duration = Double.parseDouble(m.group(4));
    return new Cycle(
        Long.parseLong(m.group(1)),
        m.group(2),
        m.group(5).equals("s") ? duration * 1000 : duration);
  }

  /**
   * Splits "Young (Normal) (G1 Evacuation Pause) (Evacuation Failure: Allocation)" into the type
   * "Young (Normal)" and the cause "G1 Evacuation Pause"; "Full (Allocation Failure)" into "Full"
   * and "Allocation Failure".
   */
  private static String[] typeAndCause(String text) {
    int paren = text.indexOf(" (");
    String name = paren < 0 ? text : text.substring(0, paren);
    if (name.contains("->") || name.isBlank()) {
      throw new NumberFormatException("no pause type in '" + text + "'");
    }
    List<String> groups = parenthesised(paren < 0 ? "" : text.substring(paren + 1));
    String type = name;
    int next = 0;
    if (!groups.isEmpty() && SUBTYPES.contains(groups.get(0))) {
      type = name + " (" + groups.get(0) + ")";
      next = 1;
    }
    return new String[] {type, next < groups.size() ? groups.get(next) : ""};
  }

  private static List<String> parenthesised(String text) {
    List<String> groups = new ArrayList<>();
    int depth = 0;
    int start = -1;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '(' && depth++ == 0) {
        start = i + 1;
      } else if (c == ')' && --depth == 0) {
        groups.add(text.substring(start, i));
      }
    }
    return groups;
  }
}
