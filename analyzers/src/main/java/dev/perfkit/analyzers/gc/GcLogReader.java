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
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads a GC log into {@link GcInputs#GC_LOG}, line by line: unified logging ({@code -Xlog:gc*},
 * any decorations) or JDK 8's {@code -XX:+PrintGCDetails}, told apart by content. A log whose last
 * line is cut short yields every complete line, marked truncated; a line in the middle that is not
 * of the log's format, or a pause that does not parse, stops the read with the line's number.
 */
public final class GcLogReader implements EvidenceReader {

  private static final int BUFFER = 1 << 16;

  /**
   * A JDK 8 event's start: optional date, time and id stamps, then {@code [GC} or {@code [Full GC}.
   */
  private static final Pattern LEGACY_EVENT =
      Pattern.compile(
          "^(?:\\d{4}-\\d\\d-\\d\\dT[\\d:.,]+[+-]\\d{4}: )?(?:\\d+[.,]\\d+: )?(?:#\\d+: )?"
              + "\\[(?:GC|Full GC|Pause (?:Init|Final|Full|Degenerated))(?![A-Za-z])");

  @Override
  public String kind() {
    return "GC log";
  }

  @Override
  public boolean recognizes(Path file, byte[] head) {
    return isUnified(head) || isLegacy(head) || isShenandoahEndTable(head);
  }

  @Override
  public ReadReport read(Path file, AnalysisInputs into) throws IOException {
    byte[] head = FileHead.read(file);
    GcLogAggregator aggregator = new GcLogAggregator();
    GcLogLines format;
    if (isUnified(head)) {
      format = new UnifiedGcLogReading(file, aggregator);
    } else if (isLegacy(head)) {
      format = new LegacyGcLogReading(file, aggregator);
    } else if (isShenandoahEndTable(head)) {
      return new ReadReport(file, kind(), List.of(), false, ShenandoahEndTable.note(file));
    } else {
      throw new UnreadableEvidenceException(
          file,
          "not a GC log (expected -Xlog:gc* lines such as '[0.012s][info][gc] ...', or JDK 8"
              + " -XX:+PrintGCDetails lines such as '0.163: [GC pause ...')");
    }
    boolean endsWithNewline = lastByte(file) == '\n';
    long lines = readLines(file, format, endsWithNewline);
    boolean truncated = lines < 0 || format.endedInsideEvent();
    String cut = truncated ? file.getFileName() + " cut short in line " + Math.abs(lines) : "";
    String note =
        String.join("; ", Stream.of(cut, format.skipped()).filter(s -> !s.isEmpty()).toList());
    GcLog log = aggregator.build(truncated, note);
    into.with(GcInputs.GC_LOG, log);
    return new ReadReport(file, kind(), List.of(GcInputs.GC_LOG.name()), log.truncated(), note);
  }

  /**
   * Feeds every line to the format; returns the number of lines in the file, negated when the last
   * one was cut short and left out.
   */
  private static long readLines(Path file, GcLogLines format, boolean endsWithNewline)
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
        // A last line of spaces alone is an editor's or a tool's trailing blank, not a cut line.
        if (next == null && !endsWithNewline && !line.isBlank() && !format.isWhole(line)) {
          return -number;
        }
        format.line(number, line);
        line = next;
      }
      return number;
    }
  }

  /** Whether a unified-logging line of the GC is among the complete lines of the file's head. */
  private static boolean isUnified(byte[] head) {
    return headLines(head).map(LogLine::parse).anyMatch(GcLogReader::isGcLine);
  }

  private static boolean isShenandoahEndTable(byte[] head) {
    return ShenandoahEndTable.recognizes(new String(head, StandardCharsets.ISO_8859_1));
  }

  private static boolean isLegacy(byte[] head) {
    return headLines(head).anyMatch(line -> LEGACY_EVENT.matcher(line).find());
  }

  /**
   * The head's lines; the last is left out when the head ends inside it, unless it is the only one.
   */
  private static Stream<String> headLines(byte[] head) {
    String text = new String(head, StandardCharsets.ISO_8859_1);
    int end = text.lastIndexOf('\n');
    return (head.length < FileHead.BYTES || end < 0 ? text : text.substring(0, end)).lines();
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
