package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.evidence.EvidenceReader;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.load.MeasuredWindow;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a JFR recording, written by the JVM or by async-profiler, event by event and chunks in
 * parallel, into stack profiles, GC pauses, compilations and CPU load. An input already present in
 * the analysis is kept: read async-profiler's recording first to have its stacks win over the JVM's
 * coarser execution samples.
 *
 * <p>Within a load's measured window ({@link #within}), the stack profiles hold only the samples
 * taken in it.
 */
public final class JfrRecordingReader implements EvidenceReader {

  private final Optional<MeasuredWindow> window;

  /** A reader of whole recordings. */
  public JfrRecordingReader() {
    this(Optional.empty());
  }

  private JfrRecordingReader(Optional<MeasuredWindow> window) {
    this.window = window;
  }

  @Override
  public EvidenceReader within(MeasuredWindow measured) {
    return new JfrRecordingReader(Optional.of(measured));
  }

  /** The source findings name for the profiles of a recording async-profiler wrote. */
  public static final String ASYNC_PROFILER = "async-profiler recording";

  @Override
  public String kind() {
    return "JFR recording";
  }

  @Override
  public boolean recognizes(Path file, byte[] head) {
    return head.length >= 4 && head[0] == 'F' && head[1] == 'L' && head[2] == 'R' && head[3] == 0;
  }

  /** Reads the whole recording. */
  public JfrRecording parse(Path file) throws IOException {
    ChunkLayout layout = ChunkLayout.scan(file);
    if (layout.chunks().isEmpty()) {
      throw new UnreadableEvidenceException(
          file, "truncated at byte " + layout.truncatedAt() + ": no complete chunk to read");
    }
    return new ChunkedReading(file, layout, window).read().result(layout);
  }

  @Override
  public ReadReport read(Path file, AnalysisInputs into) throws IOException {
    JfrRecording recording = parse(file);
    List<String> fed = new ArrayList<>();
    feed(into, StackInputs.CPU, recording.cpu(), fed);
    feed(into, StackInputs.ALLOC, recording.alloc(), fed);
    feed(into, StackInputs.WALL, recording.wall(), fed);
    feed(into, StackInputs.LOCK, recording.lock(), fed);
    feed(into, StackInputs.COUNTED, recording.counted(), fed);
    feed(into, JfrInputs.GC_PAUSES, recording.gc(), fed);
    feed(into, JfrInputs.COMPILATIONS, recording.compilations(), fed);
    feed(into, JfrInputs.CPU_LOAD, recording.cpuLoad(), fed);
    if (recording.byAsyncProfiler()) {
      for (var input :
          List.of(StackInputs.CPU, StackInputs.ALLOC, StackInputs.WALL, StackInputs.LOCK)) {
        into.withSource(input, ASYNC_PROFILER);
      }
    }
    String note = String.join("; ", notes(recording));
    return new ReadReport(file, kind(), fed, recording.truncated(), note);
  }

  private static List<String> notes(JfrRecording recording) {
    List<String> notes = new ArrayList<>();
    String truncation = truncationNote(recording);
    if (!truncation.isEmpty()) {
      notes.add(truncation);
    }
    if (recording.counted() != null) {
      notes.add(CountedNote.of(recording.counted()));
    }
    if (recording.profileCut() != null) {
      notes.add(cutNote(recording.profileCut()));
    }
    if (NothingToAnalyze.holds(recording)) {
      notes.add(NothingToAnalyze.note(recording));
    }
    return notes;
  }

  private static String cutNote(JfrRecording.ProfileCut cut) {
    return String.format(
        Locale.ROOT,
        "stack profiles cut to the load's measured window (%.1f s): %,d sample events of"
            + " start-up, warm-up and shutdown left out",
        cut.window().length().toMillis() / 1000.0,
        cut.samplesLeftOut());
  }

  private static String truncationNote(JfrRecording recording) {
    String chunks = recording.chunks() == 1 ? "chunk" : recording.chunks() + " chunks";
    if (recording.endsUnfinished()) {
      return "its JVM stopped while recording (the last chunk was never closed): read the "
          + chunks
          + " up to the last flush, byte "
          + recording.truncatedAt();
    }
    return recording.truncated()
        ? "truncated at byte "
            + recording.truncatedAt()
            + ": read the complete "
            + chunks
            + " before it"
        : "";
  }

  private static <T> void feed(AnalysisInputs into, Input<T> input, T value, List<String> fed) {
    if (value != null) {
      into.with(input, value);
      fed.add(value instanceof StackProfile profile ? profile.label() : input.name());
    }
  }
}
