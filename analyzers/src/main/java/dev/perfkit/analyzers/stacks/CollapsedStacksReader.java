package dev.perfkit.analyzers.stacks;

import dev.perfkit.analyzers.evidence.EvidenceReader;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Reads async-profiler's collapsed stacks ({@code frame;frame;... count}) of any event into a
 * {@link StackProfile}; see {@link CollapsedEventGuess} for how the event is decided. Counts are
 * taken as samples: a file converted with {@code --total} holds bytes or nanoseconds instead, which
 * the file does not say, so rules use shares rather than absolute values. An input already present
 * in the analysis is kept.
 */
public final class CollapsedStacksReader implements EvidenceReader {

  /** A parsed file: the profile, and a note saying where the file was cut (empty when whole). */
  public record Result(StackProfile profile, String truncation) {}

  /** Large files are read on every core, in ranges near this size. */
  private static final long RANGE_BYTES = 8L << 20;

  /**
   * At most this many workers, a bound chosen, not measured: each holds a frame table and tree of
   * its own until they merge, so memory grows with the workers (the benchmark, on 2 cores, never
   * runs more than 2 inside its 512 MB).
   */
  private static final int MAX_WORKERS = 4;

  /**
   * From this size on, a file is read on every core. A second worker pays only when the read
   * outlasts the JIT's warm-up of its code: timed by hand on 2 cores, {@code perfkit analyze} was
   * slower in parallel on 100 MB, as fast on 200 MB and faster from 400 MB (no script repeats it;
   * docs/analyzers-stacks-jfr.md says how it was timed).
   */
  private static final long PARALLEL_FROM_BYTES = 256L << 20;

  private final long rangeBytes;
  private final long parallelFromBytes;
  private final int workers;

  public CollapsedStacksReader() {
    this(
        RANGE_BYTES,
        PARALLEL_FROM_BYTES,
        Math.min(MAX_WORKERS, Runtime.getRuntime().availableProcessors()));
  }

  /**
   * A reader that splits files of {@code parallelFromBytes} and more near every {@code rangeBytes}
   * and reads them on {@code workers}.
   */
  CollapsedStacksReader(long rangeBytes, long parallelFromBytes, int workers) {
    this.rangeBytes = rangeBytes;
    this.parallelFromBytes = parallelFromBytes;
    this.workers = workers;
  }

  @Override
  public String kind() {
    return "collapsed stacks";
  }

  @Override
  public boolean recognizes(Path file, byte[] head) {
    if (head.length == 0
        || head.length >= 3 && head[0] == 'F' && head[1] == 'L' && head[2] == 'R') {
      return false;
    }
    String text = new String(head, StandardCharsets.UTF_8);
    int lastLineEnd = text.lastIndexOf('\n');
    String complete = lastLineEnd < 0 ? text : text.substring(0, lastLineEnd);
    List<String> lines = complete.lines().filter(line -> !line.isBlank()).toList();
    return !lines.isEmpty() && lines.stream().allMatch(CollapsedStacksReader::isStackLine);
  }

  private static boolean isStackLine(String line) {
    String trimmed = line.strip();
    int space = trimmed.lastIndexOf(' ');
    return space > 0
        && space < trimmed.length() - 1
        && trimmed.substring(space + 1).chars().allMatch(c -> c >= '0' && c <= '9')
        && trimmed.indexOf('\0') < 0;
  }

  @Override
  public ReadReport read(Path file, AnalysisInputs into) throws IOException {
    Result result = parse(file);
    StackProfile profile = result.profile();
    into.with(StackInputs.of(profile.event()), profile);
    return new ReadReport(
        file,
        kind(),
        List.of(profile.label()),
        !result.truncation().isEmpty(),
        result.truncation());
  }

  /** Parses the file into a profile. */
  public Result parse(Path file) throws IOException {
    if (Files.size(file) == 0) {
      throw new UnreadableEvidenceException(file, "file is empty");
    }
    Optional<CollapsedParser.Parsed> inRanges =
        Files.size(file) < parallelFromBytes
            ? Optional.empty()
            : new CollapsedRanges(file, rangeBytes, workers).read();
    CollapsedParser.Parsed parsed = inRanges.isPresent() ? inRanges.get() : sequential(file);
    if (parsed.stackLines() == 0) {
      throw new UnreadableEvidenceException(file, "no stacks in the file");
    }
    StackEvent event =
        CollapsedEventGuess.decide(file, parsed.classLeafLines(), parsed.stackLines());
    if (event.leafIsClass()) {
      FrameTable frames = parsed.builder().frames();
      parsed.classFrames().stream().forEach(frame -> frames.retype(frame, FrameType.CLASS));
    }
    String label = CollapsedEventGuess.label(file, event);
    return new Result(parsed.builder().build(event, 0, label), parsed.truncation());
  }

  private static CollapsedParser.Parsed sequential(Path file) throws IOException {
    CollapsedParser parser = new CollapsedParser(file);
    parser.parse();
    return parser.parsed();
  }
}
