package dev.perfkit.analyzers.gc;

import dev.perfkit.analyzers.evidence.EvidenceReader;
import dev.perfkit.analyzers.evidence.FileHead;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads a unified GC log ({@code -Xlog:gc*}, any decorations) into {@link GcInputs#GC_LOG}, line by
 * line. A log whose last line is cut short yields every complete line, marked truncated; a line in
 * the middle that is not unified logging, or a pause line that does not parse, stops the read with
 * the line's number.
 */
public final class GcLogReader implements EvidenceReader {

  private static final int BUFFER = 1 << 16;
  private static final int SNIFF_LINES = 20;

  @Override
  public String kind() {
    return "GC log";
  }

  @Override
  public boolean recognizes(Path file, byte[] head) {
    String text = new String(head, StandardCharsets.ISO_8859_1);
    return text.lines().limit(SNIFF_LINES).map(LogLine::parse).anyMatch(GcLogReader::isGcLine);
  }

  @Override
  public ReadReport read(Path file, AnalysisInputs into) throws IOException {
    byte[] head = FileHead.read(file);
    if (!recognizes(file, head)) {
      throw new UnreadableEvidenceException(
          file, "not a unified GC log (expected -Xlog:gc* lines such as '[0.012s][info][gc] ...')");
    }
    boolean endsWithNewline = lastByte(file) == '\n';
    GcLogAggregator aggregator = new GcLogAggregator();
    long lines = readLines(file, aggregator, endsWithNewline);
    String note = endsWithNewline ? "" : file.getFileName() + " cut short in line " + lines;
    GcLog log = aggregator.build(!endsWithNewline, note);
    into.with(GcInputs.GC_LOG, log);
    return new ReadReport(file, kind(), List.of(GcInputs.GC_LOG.name()), log.truncated(), note);
  }

  /** Feeds every complete line to the aggregator; returns the number of lines in the file. */
  private static long readLines(Path file, GcLogAggregator aggregator, boolean endsWithNewline)
      throws IOException {
    try (BufferedReader reader =
        new BufferedReader(
            new InputStreamReader(Files.newInputStream(file), StandardCharsets.ISO_8859_1),
            BUFFER)) {
      long number = 0;
      String line = reader.readLine();
      while (line != null) {
        String next = reader.readLine();
        number++;
        // The last line of a file that does not end in a newline was cut mid-write: skip it.
        if (next != null || endsWithNewline) {
          accept(file, number, line, aggregator);
        }
        line = next;
      }
      return number;
    }
  }

  private static void accept(Path file, long number, String text, GcLogAggregator aggregator) {
    if (text.isBlank()) {
      return;
    }
    LogLine line = LogLine.parse(text);
    if (line == null) {
      throw new UnreadableEvidenceException(
          file, "line " + number + ": not a unified logging line");
    }
    aggregator.seen(line);
    String message = line.message();
    if (message.startsWith("Using ")) {
      aggregator.collector(collectorName(message.substring("Using ".length())));
    } else if (GcEventParser.mayBePause(message)) {
      aggregator.pause(pause(file, number, message, aggregator.secondsOf(line)));
    } else {
      cycleLine(file, number, line, aggregator);
    }
  }

  /** A cycle's end line, with or without a duration, or the start line of one without. */
  private static void cycleLine(Path file, long number, LogLine line, GcLogAggregator aggregator) {
    GcEventParser.Cycle cycle;
    GcEventParser.UntimedCycleLine untimed;
    try {
      cycle = GcEventParser.cycle(line.message());
      untimed = cycle == null ? GcEventParser.untimedCycleLine(line.message()) : null;
    } catch (NumberFormatException e) {
      throw unparseable(file, number, "cycle");
    }
    if (cycle != null) {
      aggregator.cycle(cycle);
    } else if (untimed != null) {
      aggregator.untimedCycleLine(untimed, aggregator.secondsOf(line));
    }
  }

  private static GcPause pause(Path file, long number, String message, double seconds) {
    try {
      GcPause pause = GcEventParser.pause(message, seconds);
      if (pause != null) {
        return pause;
      }
    } catch (NumberFormatException | IndexOutOfBoundsException e) {
      // reported below with the line number
    }
    throw unparseable(file, number, "pause");
  }

  private static UnreadableEvidenceException unparseable(Path file, long number, String kind) {
    return new UnreadableEvidenceException(
        file, "line " + number + ": unparseable " + kind + " line");
  }

  private static String collectorName(String using) {
    if (using.startsWith("The Z Garbage Collector")) {
      return "ZGC";
    }
    return using.strip();
  }

  private static boolean isGcLine(LogLine line) {
    return line != null
        && (line.tags().equals("gc")
            || line.tags().startsWith("gc,")
            || line.message().startsWith("GC(")
            || line.message().startsWith("Using "));
  }

  private static int lastByte(Path file) throws IOException {
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
      raf.seek(raf.length() - 1);
      return raf.read();
    }
  }
}
