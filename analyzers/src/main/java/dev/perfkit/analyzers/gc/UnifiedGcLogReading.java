package dev.perfkit.analyzers.gc;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * Reads a unified GC log ({@code -Xlog:gc*}, any decorations) line by line into a {@link
 * GcLogAggregator}. A message of several lines (as {@code -Xlog:all} writes some) goes on in lines
 * without decorations; those hold no pause and are passed over.
 */
final class UnifiedGcLogReading implements GcLogLines {

  /** How a whole line ends when it does not hold an event: a number with its unit. */
  private static final Pattern ENDS_IN_A_MEASURE =
      Pattern.compile(".*\\d(?:ms|s|ns|us|[KMGB]|%\\)| seconds| secs)$");

  private final Path file;
  private final GcLogAggregator aggregator;

  /**
   * The pause just read, until another {@code gc} line: the {@code gc,cpu} line after it holds its
   * CPU times. Concurrent phases get such lines too (with the same id after an initial mark), and a
   * phase that waits on purpose is no starved pause.
   */
  private GcPause lastPause;

  UnifiedGcLogReading(Path file, GcLogAggregator aggregator) {
    this.file = file;
    this.aggregator = aggregator;
  }

  @Override
  public boolean endedInsideEvent() {
    return false;
  }

  @Override
  public void line(long number, String text) {
    if (text.isBlank()) {
      return;
    }
    LogLine line = LogLine.parse(text);
    if (line == null) {
      if (isContinuation(text)) {
        return;
      }
      throw new UnreadableEvidenceException(
          file, "line " + number + ": not a unified logging line");
    }
    aggregator.seen(line);
    String message = line.message();
    if (message.startsWith("Using ")) {
      aggregator.collector(collectorName(message.substring("Using ".length())));
    } else if (GcEventParser.mayBePause(message)) {
      lastPause = pause(number, message, aggregator.secondsOf(line));
      aggregator.pause(lastPause);
    } else if (line.tags().equals("gc,cpu")) {
      cpuLine(message);
    } else {
      if (line.tags().equals("gc")) {
        lastPause = null;
      }
      cycleLine(number, line);
    }
  }

  /**
   * The JVM writes a line and its line end at once, so a last line without one was either trimmed
   * whole or cut while a tool copied it. It counts as whole when it holds a pause or cycle that
   * parses, or ends in a number with its unit, as every line that carries a measure does; one cut
   * inside a number ({@code 6.08}, {@code 6.081m}, {@code 63M->}) or a word does not.
   */
  @Override
  public boolean isWhole(String lastLine) {
    LogLine line = LogLine.parse(lastLine);
    if (line == null) {
      return false;
    }
    String message = line.message();
    try {
      if (GcEventParser.mayBePause(message)) {
        return GcEventParser.pause(message, 0) != null;
      }
      if (GcEventParser.cycle(message) != null) {
        return true;
      }
      GcEventParser.UntimedCycleLine untimed = GcEventParser.untimedCycleLine(message);
      if (untimed != null && untimed.end()) {
        return true;
      }
    } catch (NumberFormatException | IndexOutOfBoundsException e) {
      return false;
    }
    return ENDS_IN_A_MEASURE.matcher(message).matches();
  }

  /** A message's further line: text, not the binary junk of a broken file. */
  private static boolean isContinuation(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < ' ' && c != '\t') {
        return false;
      }
    }
    return true;
  }

  /** The CPU times of the pause just read, when the line names its collection. */
  private void cpuLine(String message) {
    GcCpuTime.OfGc times = GcCpuTime.unified(message);
    if (times != null && lastPause != null && times.gcId() == lastPause.gcId()) {
      aggregator.pauseCpu(lastPause, times.time());
    }
    lastPause = null;
  }

  /** A cycle's end line, with or without a duration, or the start line of one without. */
  private void cycleLine(long number, LogLine line) {
    GcEventParser.Cycle cycle;
    GcEventParser.UntimedCycleLine untimed;
    try {
      cycle = GcEventParser.cycle(line.message());
      untimed = cycle == null ? GcEventParser.untimedCycleLine(line.message()) : null;
    } catch (NumberFormatException e) {
      throw unparseable(number, "cycle");
    }
    if (cycle != null) {
      aggregator.cycle(cycle);
    } else if (untimed != null) {
      aggregator.untimedCycleLine(untimed, aggregator.secondsOf(line));
    }
  }

  private GcPause pause(long number, String message, double seconds) {
    try {
      GcPause pause = GcEventParser.pause(message, seconds);
      if (pause != null) {
        return pause;
      }
    } catch (NumberFormatException | IndexOutOfBoundsException e) {
      // reported below with the line number
    }
    throw unparseable(number, "pause");
  }

  private UnreadableEvidenceException unparseable(long number, String kind) {
    return new UnreadableEvidenceException(
        file, "line " + number + ": unparseable " + kind + " line");
  }

  private static String collectorName(String using) {
    if (using.startsWith("The Z Garbage Collector")) {
      return "ZGC";
    }
    return using.strip();
  }
}
