package dev.perfkit.analyzers.stacks;

import dev.perfkit.analyzers.evidence.ParallelResults;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;

/**
 * Reads a large collapsed-stacks file in ranges of whole lines on a small pool: each worker parses
 * the ranges it takes into its own builder, and the builders merge at the end into the profile a
 * sequential read gives (lines add up in any order). A file with a line that is not a stack is
 * given back to the sequential read, whose message names the line.
 */
final class CollapsedRanges {

  private static final String READING = "collapsed stacks";

  /** How far past a range's nominal end its line end is looked for, per read. */
  private static final int LINE_END_WINDOW = 1 << 16;

  private final Path file;
  private final long rangeBytes;
  private final int workers;

  CollapsedRanges(Path file, long rangeBytes, int workers) {
    this.file = file;
    this.rangeBytes = rangeBytes;
    this.workers = workers;
  }

  /** The parsed file, or empty when it is too small to split or has a bad line. */
  Optional<CollapsedParser.Parsed> read() throws IOException {
    try (FileChannel channel = FileChannel.open(file)) {
      List<long[]> ranges = ranges(channel);
      if (workers < 2 || ranges.size() < 2) {
        return Optional.empty();
      }
      ExecutorService pool = ParallelResults.pool(workers, "perfkit-collapsed-stacks");
      try {
        return parse(pool, channel, ranges);
      } finally {
        pool.shutdownNow();
      }
    }
  }

  private Optional<CollapsedParser.Parsed> parse(
      ExecutorService pool, FileChannel channel, List<long[]> ranges) throws IOException {
    try {
      return ParallelResults.takeInTurns(
              pool,
              workers,
              ranges.size(),
              () -> new CollapsedParser(file),
              (parser, range) -> parser.parse(channel, ranges.get(range)[0], ranges.get(range)[1]),
              READING)
          .stream()
          .map(CollapsedParser::parsed)
          .reduce(CollapsedParser.Parsed::merge);
    } catch (UnreadableEvidenceException badLine) {
      return Optional.empty();
    }
  }

  /** Ranges of about {@code rangeBytes}, each but the last ending just after a line end. */
  private List<long[]> ranges(FileChannel channel) throws IOException {
    long size = channel.size();
    List<long[]> ranges = new ArrayList<>();
    long start = 0;
    while (start < size) {
      long end = start + rangeBytes >= size ? size : lineEndAfter(channel, start + rangeBytes);
      ranges.add(new long[] {start, end});
      start = end;
    }
    return ranges;
  }

  /** The offset just after the first line end at or after {@code from}, or the file's size. */
  private static long lineEndAfter(FileChannel channel, long from) throws IOException {
    ByteBuffer window = ByteBuffer.allocate(LINE_END_WINDOW);
    for (long at = from; ; at += window.position()) {
      window.clear();
      int n = channel.read(window, at);
      if (n <= 0) {
        return channel.size();
      }
      for (int i = 0; i < n; i++) {
        if (window.get(i) == '\n') {
          return at + i + 1;
        }
      }
    }
  }
}
