package dev.perfkit.analyzers.gc;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import java.nio.file.Path;

/**
 * Reads a JDK 8 {@code -XX:+PrintGCDetails} log line by line into a {@link GcLogAggregator}. An
 * event is the text from an opening bracket to its matching closing one, over as many lines as it
 * takes: the JVM breaks a young collection's line for the tenuring distribution, and CMS prints its
 * concurrent phases in the middle of a pause's line. Lines that belong to no event (the tenuring
 * distribution, {@code Total time for which application threads were stopped}, heap printouts) are
 * left out of the event they interrupt. Memory stays bounded: one event's text at a time.
 */
final class LegacyGcLogReading implements GcLogLines {

  /** An event longer than this never closed its bracket: the file is not the log it looked like. */
  private static final int MAX_EVENT_CHARS = 1 << 20;

  private final Path file;
  private final GcLogAggregator aggregator;
  private final StringBuilder event = new StringBuilder();
  private int depth;
  private long eventLine;
  private LegacyTimestamp eventStamp = LegacyTimestamp.NONE;
  private long pauses;
  private long abandoned;
  private long firstAbandonedLine;

  /**
   * The pause just closed, until another collection or concurrent phase closes: the {@code [Times:
   * ...]} after it (on its line, or after G1's detail block) holds its CPU times. CMS's concurrent
   * phases have their own, which are no pause's.
   */
  private GcPause lastPause;

  LegacyGcLogReading(Path file, GcLogAggregator aggregator) {
    this.file = file;
    this.aggregator = aggregator;
  }

  @Override
  public boolean endedInsideEvent() {
    return depth > 0;
  }

  /**
   * A last line is read whatever it holds: cut inside an event, it leaves the event open and {@link
   * #endedInsideEvent} says so; cut outside one, it held no pause.
   */
  @Override
  public boolean isWhole(String lastLine) {
    return true;
  }

  @Override
  public void line(long number, String text) {
    LegacyTimestamp stamp = LegacyTimestamp.leading(text);
    if (!Double.isNaN(stamp.uptimeSeconds())) {
      // JDK 8 writes -Xloggc from JVM start and stamps uptime: the log covers the time before its
      // first collection too. Spanning from the first GC made one pause at 3.9 s of a 4 s log
      // look like most of the run.
      aggregator.covers(0);
    }
    if (stamp.hasTime()) {
      aggregator.covers(aggregator.secondsOf(stamp.uptimeSeconds(), stamp.epochSeconds()));
    }
    if (text.startsWith("CommandLine flags: ")) {
      aggregator.collector(collectorOfFlags(text));
      return;
    }
    if (interrupts(text)) {
      return;
    }
    if (depth > 0 && startsCollection(text)) {
      abandonOpenEvent();
    }
    if (depth > 0) {
      event.append('\n');
    }
    scan(number, text);
  }

  @Override
  public String skipped() {
    if (abandoned == 0) {
      return "";
    }
    return abandoned
        + (abandoned == 1 ? " event" : " events")
        + " whose bracket never closed skipped (the first in line "
        + firstAbandonedLine
        + ")";
  }

  /**
   * A line that starts a collection while another event is still open: the open one was broken
   * (another writer's text with a stray bracket, a JVM that died mid-line and was restarted into
   * the same file). It is dropped and counted rather than let swallow the events after it; the JVM
   * never starts a collection's line inside another event (CMS's remark holds the young collection
   * it ran first in the middle of its own line, not at a line's start).
   */
  private static boolean startsCollection(String text) {
    int stamps = LegacyTimestamp.leadingEnd(text);
    return text.startsWith("[GC", stamps)
        || text.startsWith("[Full GC", stamps)
        || text.startsWith("[Pause ", stamps);
  }

  private void abandonOpenEvent() {
    if (abandoned++ == 0) {
      firstAbandonedLine = eventLine;
    }
    depth = 0;
    event.setLength(0);
  }

  private void scan(long number, String text) {
    int prefixStart = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (depth == 0) {
        if (c == '[') {
          open(number, text.subSequence(prefixStart, i));
        }
        continue;
      }
      event.append(c);
      if (c == '[') {
        depth++;
      } else if (c == ']' && --depth == 0) {
        close();
        prefixStart = i + 1;
      }
    }
    if (event.length() > MAX_EVENT_CHARS) {
      throw new UnreadableEvidenceException(
          file, "line " + eventLine + ": an event that never closes its bracket");
    }
  }

  private void open(long number, CharSequence prefix) {
    depth = 1;
    eventLine = number;
    eventStamp = LegacyTimestamp.trailing(prefix);
    event.setLength(0);
    event.append('[');
  }

  private void close() {
    if (startsWith(event, "[Times: ")) {
      times();
      return;
    }
    if (!mayBeCollection(event)) {
      if (startsWith(event, "[CMS-concurrent")) {
        lastPause = null;
      }
      event.setLength(0);
      return;
    }
    boolean concurrentPhase = startsWith(event, "[GC concurrent");
    LegacyRecord record = LegacyRecord.of(event);
    event.setLength(0);
    if (!aggregator.knowsCollector()) {
      aggregator.collector(LegacyEventParser.collector(record));
    }
    double start = aggregator.secondsOf(eventStamp.uptimeSeconds(), eventStamp.epochSeconds());
    GcPause pause;
    try {
      long id = eventStamp.gcId() >= 0 ? eventStamp.gcId() : pauses;
      pause = LegacyEventParser.pause(record, id, start);
    } catch (NumberFormatException e) {
      throw new UnreadableEvidenceException(file, "line " + eventLine + ": unparseable pause line");
    }
    if (pause != null || concurrentPhase) {
      // G1's detail lines ([GC Worker Start ...]) are neither: the times come after them.
      lastPause = pause;
    }
    if (pause != null) {
      pauses++;
      aggregator.pause(pause);
      // The log covers the pause to its end: JDK 8 stamps an event when it begins.
      aggregator.covers(pause.atSeconds());
    }
  }

  private void times() {
    GcCpuTime time = GcCpuTime.legacy(event);
    event.setLength(0);
    if (time != null && lastPause != null) {
      aggregator.pauseCpu(lastPause, time);
    }
    lastPause = null;
  }

  /**
   * Whether an event may be a collection, cheaply: most events of a G1 log are the lines of its
   * pauses' detail blocks ({@code [Parallel Time: ...]}), and concurrent phases start otherwise.
   */
  private static boolean mayBeCollection(StringBuilder event) {
    return startsWith(event, "[GC")
        || startsWith(event, "[Full GC")
        || startsWith(event, "[Pause ");
  }

  private static boolean startsWith(StringBuilder text, String prefix) {
    return text.length() >= prefix.length() && text.substring(0, prefix.length()).equals(prefix);
  }

  /**
   * Lines that the JVM prints in the middle of an event without being part of it; heap printouts
   * hold unbalanced brackets ({@code [0x00000007c0000000, ...)}).
   */
  private static boolean interrupts(String text) {
    return text.startsWith("Desired survivor size")
        || text.startsWith("- age ")
        || text.contains("Total time for which application threads")
        || text.contains("Application time: ")
        || text.startsWith("{Heap")
        || text.startsWith("Heap after")
        || text.contains("[0x")
        || text.strip().equals("}");
  }

  private static String collectorOfFlags(String flags) {
    if (flags.contains("+UseG1GC")) {
      return "G1";
    }
    if (flags.contains("+UseConcMarkSweepGC")) {
      return "Concurrent Mark Sweep";
    }
    if (flags.contains("+UseParallelGC") || flags.contains("+UseParallelOldGC")) {
      return "Parallel";
    }
    if (flags.contains("+UseSerialGC")) {
      return "Serial";
    }
    return "";
  }
}
