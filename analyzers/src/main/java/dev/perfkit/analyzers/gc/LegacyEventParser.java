package dev.perfkit.analyzers.gc;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recognises the pauses among the events of a JDK 8 {@code -XX:+PrintGCDetails} log and names them
 * as unified logs would, so that the same rules judge both: G1's {@code GC pause (...) (young)}
 * ("Young", "Young (initial-mark)", "Mixed"), {@code GC remark} and {@code GC cleanup}; the
 * generational collectors' {@code GC (...)} with a nested {@code ParNew}, {@code PSYoungGen} or
 * {@code DefNew} ("Young"), CMS's initial mark and remark ("Initial Mark", "Remark"); and every
 * {@code Full GC} ("Full"). A young collection that went on to collect the old generation too (a
 * nested {@code CMS}, {@code Tenured} or {@code ParOldGen} after a promotion failure or a
 * concurrent mode failure) stopped the application for a full collection: "Full". Shenandoah's JDK
 * 8 backport names its pauses itself ({@code [Pause Init Mark, 0.313 ms]}: "Init Mark"). Concurrent
 * phases are not pauses.
 */
final class LegacyEventParser {

  /**
   * The pause's own duration, the last {@code N secs} outside its nested events (Shenandoah's JDK 8
   * backport writes {@code N ms}).
   */
  private static final Pattern DURATION = Pattern.compile("(\\d+[.,]\\d+) (secs|ms)\\b");

  /** Nested events that collect the old generation. */
  private static final Set<String> OLD_GENERATIONS =
      Set.of("CMS", "Tenured", "ParOldGen", "PSOldGen", "ASCMS");

  /** G1's words for the kind of an evacuation pause, and notes that are neither kind nor cause. */
  private static final Set<String> NOT_CAUSES =
      Set.of(
          "young",
          "mixed",
          "partial",
          "initial-mark",
          "to-space exhausted",
          "to-space overflow",
          "CMS Initial Mark",
          "CMS Final Remark");

  private LegacyEventParser() {}

  /**
   * The pause an event describes, or null when it is none (a concurrent phase, a detail line).
   *
   * @param gcId the id to give it
   * @param startSeconds when it started: JDK 8 stamps an event when it begins
   * @throws NumberFormatException when it names a pause but gives no duration or a broken size
   */
  static GcPause pause(LegacyRecord event, long gcId, double startSeconds) {
    String type = type(event);
    if (type == null) {
      return null;
    }
    double ms = durationMs(event.own());
    long[] heap = LegacySizes.lastTransition(event.own());
    return new GcPause(
        gcId,
        type,
        cause(event),
        startSeconds + ms / 1000,
        ms,
        heap == null ? -1 : heap[0],
        heap == null ? -1 : heap[1],
        heap == null ? -1 : heap[2]);
  }

  private static double durationMs(String own) {
    Matcher m = DURATION.matcher(own);
    double ms = Double.NaN;
    while (m.find()) {
      double value = Double.parseDouble(m.group(1).replace(',', '.'));
      ms = m.group(2).equals("ms") ? value : value * 1000;
    }
    if (Double.isNaN(ms)) {
      throw new NumberFormatException("no duration in '" + own + "'");
    }
    return ms;
  }

  /** The collector an event shows, or empty when it shows none. */
  static String collector(LegacyRecord event) {
    String own = event.own();
    if (own.startsWith("GC pause") || own.startsWith("GC remark") || own.startsWith("GC cleanup")) {
      return "G1";
    }
    if (own.startsWith("Pause ")) {
      return "Shenandoah";
    }
    for (String name : event.nestedNames()) {
      switch (name) {
        case "PSYoungGen", "ParOldGen", "PSOldGen" -> {
          return "Parallel";
        }
        case "ParNew", "CMS", "CMS-initial-mark", "CMS-remark" -> {
          return "Concurrent Mark Sweep";
        }
        case "DefNew", "Tenured" -> {
          return "Serial";
        }
        default -> {}
      }
    }
    return "";
  }

  private static String type(LegacyRecord event) {
    String own = event.own();
    if (own.startsWith("Full GC")) {
      return "Full";
    }
    if (own.startsWith("GC pause")) {
      return evacuationType(event.parenthesised());
    }
    if (own.startsWith("GC remark")) {
      return "Remark";
    }
    if (own.startsWith("Pause ")) {
      return shenandoahType(own);
    }
    if (own.startsWith("GC cleanup")) {
      return "Cleanup";
    }
    if (!isGenerationalCollection(own)) {
      return null;
    }
    // With -XX:+PrintGCDetails the phase shows in a nested event; with -XX:+PrintGC alone, only in
    // the cause: [GC (CMS Initial Mark)  480684K(993280K), 0.0002189 secs].
    List<String> groups = event.parenthesised();
    if (groups.contains("CMS Initial Mark")) {
      return "Initial Mark";
    }
    if (groups.contains("CMS Final Remark")) {
      return "Remark";
    }
    return generationalType(event.nestedNames());
  }

  /**
   * {@code GC (Allocation Failure)}, {@code GC--}, {@code GC 1000K->...} and JDK 7's {@code
   * GC2014-...: [ParNew}; not G1's detail lines {@code GC Worker Start (ms)}, nor its {@code GC
   * concurrent-mark-start}.
   */
  private static boolean isGenerationalCollection(String own) {
    if (!own.startsWith("GC")) {
      return false;
    }
    int next = 2;
    while (next < own.length() && own.charAt(next) == ' ') {
      next++;
    }
    return next == own.length() || !Character.isLetter(own.charAt(next));
  }

  /**
   * Shenandoah's JDK 8 backport: {@code [Pause Init Mark (process weakrefs), 1.983 ms]}, {@code
   * [Pause Full (System.gc()) 10M->1M(128M), 5.526 ms]}; its start lines ({@code [Pause Init Mark,
   * start]}) are not the pause.
   */
  private static String shenandoahType(String own) {
    if (own.endsWith(", start")) {
      return null;
    }
    int end = "Pause ".length();
    while (end < own.length() && (Character.isLetter(own.charAt(end)) || own.charAt(end) == ' ')) {
      end++;
    }
    return own.substring("Pause ".length(), end).strip();
  }

  private static String evacuationType(List<String> groups) {
    boolean mixed = groups.contains("mixed") || groups.contains("partial");
    String type = mixed ? "Mixed" : "Young";
    return groups.contains("initial-mark") ? type + " (initial-mark)" : type;
  }

  private static String generationalType(List<String> nested) {
    if (nested.contains("CMS-initial-mark")) {
      return "Initial Mark";
    }
    if (nested.contains("CMS-remark")) {
      return "Remark";
    }
    for (String name : nested) {
      if (OLD_GENERATIONS.contains(name)) {
        return "Full";
      }
    }
    return "Young";
  }

  /**
   * The first parenthesised words that are a cause: {@code G1 Evacuation Pause}, {@code System}.
   */
  private static String cause(LegacyRecord event) {
    for (String group : event.parenthesised()) {
      if (!NOT_CAUSES.contains(group)) {
        return group;
      }
    }
    return "";
  }
}
