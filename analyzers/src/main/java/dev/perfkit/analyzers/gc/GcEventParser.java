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

  /** A ZGC cycle's cause; it may end in {@code ()}: {@code (System.gc())}. */
  private static final String CAUSE = " \\([^()]*(?:\\(\\))?\\)";

  /**
   * The heap a ZGC cycle's end line gives, {@code 8M(12%)->6M(9%)}: used before and after, each
   * with its share of the max heap capacity. Only the after is captured.
   */
  private static final String HEAP =
      " \\d+[KMG]\\(\\d+%\\)->(?<afterSize>\\d+)(?<afterUnit>[KMG])\\(\\d+%\\)";

  /**
   * {@code GC(6) Concurrent Mark Cycle 14.504ms} ({@code GC(6) Concurrent Cycle 14.504ms} from JDK
   * 9 to 16), and generational ZGC's end lines {@code GC(0) Major Collection (Warmup)
   * 8M(12%)->6M(9%) 0.013s} (and {@code Minor Collection}) with the heap.
   */
  private static final Pattern CYCLE =
      Pattern.compile(
          "GC\\((\\d+)\\) (Concurrent(?: [A-Za-z]+)* Cycle|Major Collection|Minor Collection"
              + "|Garbage Collection)(?:"
              + CAUSE
              + ")?(?:"
              + HEAP
              + ")?(?: .*)? (?<duration>\\d+(?:[.,]\\d+)?)(?<timeUnit>ms|s)");

  /**
   * ZGC before its generational mode (the default up to JDK 22) logs a cycle without a duration: a
   * start line {@code GC(3) Garbage Collection (Warmup)} and an end line with the heap, {@code
   * GC(3) Garbage Collection (Warmup) 8M(12%)->6M(9%)}.
   */
  private static final Pattern UNTIMED_CYCLE =
      Pattern.compile("GC\\((\\d+)\\) (Garbage Collection)" + CAUSE + "(?:" + HEAP + ")?");

  /** First parenthesised words that name a kind of pause rather than its cause. */
  private static final Set<String> SUBTYPES =
      Set.of("Normal", "Concurrent Start", "Prepare Mixed", "Mixed", "Major");

  /**
   * A completed concurrent cycle.
   *
   * @param durationMs NaN when the log does not tell it
   * @param heapAfterBytes the heap used at the cycle's end as a ZGC end line gives it (whole MB,
   *     rounded down, as other collectors' pause lines do); -1 when the line gives none
   */
  record Cycle(long gcId, String name, double durationMs, long heapAfterBytes) {}

  /**
   * The start or the end line of a cycle that logs no duration.
   *
   * @param heapAfterBytes as in {@link Cycle}; -1 on the start line
   */
  record UntimedCycleLine(long gcId, String name, long heapAfterBytes) {

    boolean end() {
      return heapAfterBytes >= 0;
    }
  }

  /** Whether the message may be a pause summary, cheaply, before any regex runs. */
  static boolean mayBePause(String message) {
    return message.startsWith("GC(") && message.endsWith("ms") && message.contains("Pause ");
  }

  /**
   * The pause a summary line describes ({@code GC(4) Pause Young (Normal) (G1 Evacuation Pause)
   * 45M->42M(64M) 4.663ms}, {@code GC(3) y: Pause Mark Start 0.014ms}), or null when the message is
   * not a pause summary. Parsed by hand from both ends: a regex here cost more than the rest of the
   * reader together.
   *
   * @throws NumberFormatException when it looks like one but its parts do not parse
   */
  static GcPause pause(String message, double atSeconds) {
    int idEnd = message.indexOf(')');
    long gcId = Long.parseLong(message, 3, idEnd, 10);
    int pos = idEnd + 2;
    String generation = null;
    if (message.startsWith(": ", pos + 1) && "YyO".indexOf(message.charAt(pos)) >= 0) {
      generation = message.substring(pos, pos + 1);
      pos += 3;
    }
    if (!message.startsWith("Pause ", pos)) {
      return null;
    }
    int durationStart = message.lastIndexOf(' ') + 1;
    // The JVM formats numbers in its locale: a decimal comma is as good as a point (5,526ms).
    double durationMs =
        Double.parseDouble(
            message.substring(durationStart, message.length() - 2).replace(',', '.'));
    int textEnd = durationStart - 1;
    int heapStart = message.lastIndexOf(' ', textEnd - 1) + 1;
    long[] heap = HeapSize.transition(message.substring(heapStart, textEnd));
    if (heap != null) {
      textEnd = heapStart - 1;
    }
    if (textEnd <= pos + "Pause ".length()) {
      throw new NumberFormatException("no pause type in '" + message + "'");
    }
    String[] typeAndCause = typeAndCause(message.substring(pos + "Pause ".length(), textEnd));
    String type = generation == null ? typeAndCause[0] : generation + ": " + typeAndCause[0];
    return new GcPause(
        gcId,
        type,
        typeAndCause[1],
        atSeconds,
        durationMs,
        heap == null ? -1 : heap[0],
        heap == null ? -1 : heap[1],
        heap == null ? -1 : heap[2]);
  }

  /**
   * The cycle a summary line describes, or null when the message is not a cycle's end.
   *
   * @throws NumberFormatException when its id or heap size is too large to hold
   */
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
    double duration = Double.parseDouble(m.group("duration").replace(',', '.'));
    return new Cycle(
        Long.parseLong(m.group(1)),
        m.group(2),
        m.group("timeUnit").equals("s") ? duration * 1000 : duration,
        heapAfterBytes(m));
  }

  /**
   * The start or end line of a cycle that logs no duration, or null for any other message.
   *
   * @throws NumberFormatException when its id or heap size is too large to hold
   */
  static UntimedCycleLine untimedCycleLine(String message) {
    if (!message.startsWith("GC(")
        || !message.startsWith("Garbage Collection (", message.indexOf(')') + 2)) {
      return null;
    }
    Matcher m = UNTIMED_CYCLE.matcher(message);
    if (!m.matches()) {
      return null;
    }
    return new UntimedCycleLine(Long.parseLong(m.group(1)), m.group(2), heapAfterBytes(m));
  }

  /** The heap after that a match of {@link #HEAP} captured, -1 when the line gives none. */
  private static long heapAfterBytes(Matcher m) {
    String size = m.group("afterSize");
    return size == null ? -1 : HeapSize.bytes(size, m.group("afterUnit"));
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
