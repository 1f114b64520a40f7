package dev.perfkit.analyzers.compilation;

import dev.perfkit.analyzers.compilation.TaskBoundaries.Range;
import dev.perfkit.analyzers.compilation.TaskBoundaries.SliceFacts;
import dev.perfkit.analyzers.evidence.ParallelResults;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import javax.xml.stream.XMLStreamException;

/**
 * Reads a merged compilation log in ranges on a small pool, one parser per range and one aggregate
 * per worker, merged at the end: a log is mostly a sequence of self-contained {@code <task>}
 * elements. The result equals a sequential read's, or there is none and the caller reads
 * sequentially: when the log cannot be cut exactly ({@link TaskBoundaries}), or when the XML breaks
 * anywhere but in the last range (a corrupt middle stops a sequential read there).
 */
final class RangedReading {

  private static final String READING = "a compilation log";

  /** The totals of a ranged read and, when the log was cut short, where. */
  record Result(CompilationAggregator aggregator, Optional<ParseStop> stop) {}

  /** A stop in a range, its line counted from the range's first line. */
  private record RangeStop(int range, ParseStop stop) {}

  /** What one worker read: the totals of its ranges and where any of them stopped. */
  private record Part(CompilationAggregator aggregator, List<RangeStop> stops) {
    Part() {
      this(new CompilationAggregator(), new ArrayList<>());
    }
  }

  private static final String OPEN = "<hotspot_log><compilation_log>";
  private static final String CLOSE = "</compilation_log></hotspot_log>";
  private static final int BUFFER = 1 << 16;

  private final Path file;
  private final long sliceBytes;
  private final int workers;

  RangedReading(Path file, long sliceBytes, int workers) {
    this.file = file;
    this.sliceBytes = sliceBytes;
    this.workers = workers;
  }

  Optional<Result> read() throws IOException {
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
      long length = channel.size();
      if (workers < 2 || length < 2 * sliceBytes) {
        return Optional.empty();
      }
      ExecutorService pool = ParallelResults.pool(workers, "perfkit-compilation-log");
      try {
        Optional<List<Range>> ranges = TaskBoundaries.ranges(scan(pool, channel), length);
        return ranges.isEmpty() ? Optional.empty() : parse(pool, channel, ranges.get());
      } finally {
        pool.shutdownNow();
      }
    }
  }

  private List<SliceFacts> scan(ExecutorService pool, FileChannel channel) throws IOException {
    List<Callable<SliceFacts>> scans = new ArrayList<>();
    for (long[] slice : TaskBoundaries.slices(channel.size(), sliceBytes)) {
      scans.add(() -> TaskBoundaries.scan(channel, slice[0], slice[1]));
    }
    return ParallelResults.invokeAll(pool, scans, READING);
  }

  private Optional<Result> parse(ExecutorService pool, FileChannel channel, List<Range> ranges)
      throws IOException {
    CompilationAggregator merged = new CompilationAggregator();
    List<RangeStop> stops = new ArrayList<>();
    for (Part part :
        ParallelResults.takeInTurns(
            pool,
            workers,
            ranges.size(),
            Part::new,
            (part, range) -> readRange(part, ranges, range, channel),
            READING)) {
      merged.merge(part.aggregator());
      stops.addAll(part.stops());
    }
    if (stops.stream().anyMatch(s -> s.range() != ranges.size() - 1)) {
      return Optional.empty();
    }
    Optional<ParseStop> stop = stops.stream().map(RangeStop::stop).findFirst();
    if (stop.isPresent()) {
      Range last = ranges.get(ranges.size() - 1);
      stop = Optional.of(stop.get().after(TaskBoundaries.lineAt(channel, last.start()) - 1));
    }
    return Optional.of(new Result(merged, stop));
  }

  private static void readRange(Part part, List<Range> ranges, int index, FileChannel channel)
      throws IOException {
    Range range = ranges.get(index);
    CompilationLogParser parser = new CompilationLogParser(part.aggregator());
    String open = range.first() ? "" : OPEN;
    try (InputStream in = input(channel, range)) {
      boolean last = index == ranges.size() - 1;
      parser.parse(SafeXml.reader(open, in, last ? "" : CLOSE), range.threadCompiler());
    } catch (XMLStreamException e) {
      part.stops().add(new RangeStop(index, ParseStop.of(e, range.start() - open.length())));
    }
  }

  private static InputStream input(FileChannel channel, Range range) {
    return new BufferedInputStream(new RangeInput(channel, range.start(), range.end()), BUFFER);
  }
}
