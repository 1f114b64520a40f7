package dev.perfkit.analyzers.compilation;

import dev.perfkit.analyzers.evidence.EvidenceReader;
import dev.perfkit.analyzers.evidence.FileHead;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.xml.stream.XMLStreamException;

/**
 * Reads a HotSpot compilation log ({@code -XX:+LogCompilation}) into {@link
 * CompilationInputs#COMPILATION_LOG}, streaming. A log cut short yields everything before the cut,
 * marked truncated; when the JVM died before merging its compiler threads' logs, the {@code
 * hs_c*.log} files it left are read too. A compiler thread's log may also be read on its own.
 */
public final class CompilationLogReader implements EvidenceReader {

  private static final int BUFFER = 1 << 16;
  private static final String THREAD_LOG_OPEN = "<thread_log>";

  /** Ranges are cut near every 8 MB: big enough that a range costs little beside its parse. */
  private static final long SLICE_BYTES = 8L << 20;

  private static final Pattern THREAD_LOG_START =
      Pattern.compile("^\\s*<(start_compile_thread|task[ >]|task_queued)");

  private final long sliceBytes;
  private final int workers;

  public CompilationLogReader() {
    this(SLICE_BYTES, Runtime.getRuntime().availableProcessors());
  }

  /** A reader that cuts a main log near every {@code sliceBytes} and parses it on workers. */
  CompilationLogReader(long sliceBytes, int workers) {
    this.sliceBytes = sliceBytes;
    this.workers = workers;
  }

  @Override
  public String kind() {
    return "compilation log";
  }

  @Override
  public boolean recognizes(Path file, byte[] head) {
    String text = new String(head, StandardCharsets.UTF_8);
    return isMainLog(text) || THREAD_LOG_START.matcher(text).find();
  }

  static final String NOTHING_TO_ANALYZE =
      "nothing to analyze: the log holds no compile task (<task>) and no failed inlining"
          + " (<inline_fail>)";

  @Override
  public ReadReport read(Path file, AnalysisInputs into) throws IOException {
    byte[] head = FileHead.read(file);
    if (!recognizes(file, head)) {
      throw new UnreadableEvidenceException(
          file, "not a HotSpot compilation log (expected <hotspot_log> from -XX:+LogCompilation)");
    }
    boolean mainLog = isMainLog(new String(head, StandardCharsets.UTF_8));
    Optional<RangedReading.Result> ranged =
        mainLog ? new RangedReading(file, sliceBytes, workers).read() : Optional.empty();
    CompilationLog log =
        ranged.isPresent()
            ? ranged.get().aggregator().build(List.of(), cutNote(file, ranged.get().stop()))
            : readSequentially(file, mainLog);
    into.with(CompilationInputs.COMPILATION_LOG, log);
    return new ReadReport(
        file,
        kind(),
        List.of(CompilationInputs.COMPILATION_LOG.name()),
        log.truncated(),
        note(log));
  }

  private static CompilationLog readSequentially(Path file, boolean mainLog) throws IOException {
    CompilationAggregator aggregator = new CompilationAggregator();
    CompilationLogParser parser = new CompilationLogParser(aggregator);
    String cut = parseFile(file, parser, !mainLog);
    List<String> threadLogs = new ArrayList<>();
    if (mainLog && !parser.sawCompilationLog()) {
      for (Path threadLog :
          ThreadLogFiles.find(file, parser.processId(), parser.threadLogFiles())) {
        parseFile(threadLog, parser, true);
        threadLogs.add(threadLog.toString());
      }
    }
    return aggregator.build(threadLogs, cut);
  }

  private static String cutNote(Path file, Optional<ParseStop> stop) {
    return stop.map(s -> s.cutNote(file)).orElse("");
  }

  /** Parses one file; returns where it was cut, or empty when it was whole. */
  private static String parseFile(Path file, CompilationLogParser parser, boolean wrap)
      throws IOException {
    long before = parser.elementsSeen();
    try (InputStream in = new BufferedInputStream(Files.newInputStream(file), BUFFER)) {
      // A compiler thread's log has no root element: give it one so it is a document.
      parser.parse(
          wrap ? SafeXml.reader(THREAD_LOG_OPEN, in, "</thread_log>") : SafeXml.reader(in));
      return "";
    } catch (XMLStreamException e) {
      ParseStop stop = ParseStop.of(e, wrap ? -THREAD_LOG_OPEN.length() : 0);
      if (parser.elementsSeen() == before) {
        throw new UnreadableEvidenceException(
            file, "line " + stop.line() + ": unreadable XML: " + stop.problem(), e);
      }
      return stop.cutNote(file);
    }
  }

  private static boolean isMainLog(String head) {
    return head.stripLeading().startsWith("<?xml") && head.contains("<hotspot_log");
  }

  private static String note(CompilationLog log) {
    List<String> notes = new ArrayList<>();
    if (!log.truncationNote().isEmpty()) {
      notes.add(log.truncationNote());
    }
    if (!log.threadLogsRead().isEmpty()) {
      notes.add(
          "read " + log.threadLogsRead().size() + " compiler thread logs left by a killed JVM");
    }
    if (log.taskCount() == 0 && log.inlineFailureCount() == 0) {
      // A log with no compilation in it (the JVM stopped early, or a debug build logged only its
      // header) would otherwise give an empty analysis with no word of why.
      notes.add(NOTHING_TO_ANALYZE);
    }
    return String.join("; ", notes);
  }
}
