package dev.perfkit.analyzers.compilation;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds where a merged compilation log can be cut into ranges that parse on their own: just after a
 * {@code </task>} line, where the open elements are always {@code <hotspot_log>} and one {@code
 * <compilation_log>} (a task ends only inside a compiler thread's section, and the unfinished task
 * a {@code <fragment>} quotes has no end). Each slice of the file is scanned in parallel for its
 * first such line and the compiler threads whose sections start in it; a range then knows the
 * compiler of the section it starts in. Lines are counted only when a read stops ({@link #lineAt}).
 */
final class TaskBoundaries {

  /**
   * A part of the log to parse on its own.
   *
   * @param start the first byte
   * @param end the byte after the last
   * @param threadCompiler the compiler of the section the range starts in; null for the first
   */
  record Range(long start, long end, String threadCompiler) {
    boolean first() {
      return start == 0;
    }
  }

  /** A {@code <start_compile_thread>} line: its offset and its thread's compiler, or null. */
  record ThreadStart(long offset, String compiler) {}

  /** What one slice's scan found; {@code cut} is -1 when no task ends in it. */
  record SliceFacts(long cut, List<ThreadStart> threads) {}

  /** How far past its end a block is read, to read a line that starts inside it. */
  private static final int LINE_TAIL = 4096;

  /**
   * Blocks of a quarter MB: G1 allocates half a region (512 KB in a 512 MB heap) and more apart.
   */
  private static final int BLOCK = 1 << 18;

  private static final int COUNT_BUFFER = 1 << 18;

  private TaskBoundaries() {}

  /** The number of the line holding the byte at {@code offset}. */
  static long lineAt(FileChannel channel, long offset) throws IOException {
    ByteBuffer buffer = ByteBuffer.allocate(COUNT_BUFFER);
    long line = 1;
    for (long at = 0; at < offset; ) {
      buffer.clear().limit((int) Math.min(COUNT_BUFFER, offset - at));
      int n = channel.read(buffer, at);
      if (n <= 0) {
        break;
      }
      line += newlines(buffer.array(), n);
      at += n;
    }
    return line;
  }

  private static long newlines(byte[] bytes, int length) {
    long count = 0;
    for (int i = 0; i < length; i++) {
      count += bytes[i] == '\n' ? 1 : 0;
    }
    return count;
  }

  /** The slices {@code [k * size, (k + 1) * size)} of a file of {@code length} bytes. */
  static List<long[]> slices(long length, long size) {
    List<long[]> slices = new ArrayList<>();
    for (long start = 0; start < length; start += size) {
      slices.add(new long[] {start, Math.min(length, start + size)});
    }
    return slices;
  }

  /**
   * Scans the bytes {@code [start, end)} of the file, in blocks small enough that the heap never
   * holds them as humongous objects.
   */
  static SliceFacts scan(FileChannel channel, long start, long end) throws IOException {
    ByteBuffer buffer = ByteBuffer.allocate(BLOCK + LINE_TAIL + 1);
    long cut = -1;
    List<ThreadStart> threads = new ArrayList<>();
    for (long block = start; block < end; block += BLOCK) {
      SliceFacts facts = scanBlock(channel, buffer, block, Math.min(end, block + BLOCK));
      cut = cut < 0 ? facts.cut() : cut;
      threads.addAll(facts.threads());
    }
    return new SliceFacts(cut, threads);
  }

  private static SliceFacts scanBlock(FileChannel channel, ByteBuffer buffer, long start, long end)
      throws IOException {
    long from = Math.max(0, start - 1);
    long to = Math.min(channel.size(), end + LINE_TAIL);
    buffer.clear().limit((int) (to - from));
    while (buffer.hasRemaining() && channel.read(buffer, from + buffer.position()) > 0) {
      // a positional read may return fewer bytes than asked
    }
    String text = new String(buffer.array(), 0, buffer.position(), StandardCharsets.ISO_8859_1);
    return new SliceScan(text, (int) (start - from), (int) (end - from), start).run();
  }

  /**
   * The ranges between the cuts the slices found, or empty when the log cannot be split exactly: no
   * task ends past the first slice, or a compiler thread after the first cut is one we cannot name
   * (its tasks then need the {@code <tty>}'s compiler ids, which only a sequential read has).
   */
  static Optional<List<Range>> ranges(List<SliceFacts> slices, long length) {
    List<Range> ranges = new ArrayList<>();
    Range open = new Range(0, length, null);
    String compiler = null;
    for (int k = 0; k < slices.size(); k++) {
      SliceFacts slice = slices.get(k);
      long cut = k > 0 && slice.cut() > 0 && slice.cut() < length ? slice.cut() : length;
      for (ThreadStart thread : slice.threads()) {
        if (thread.offset() < cut) {
          compiler = thread.compiler();
        }
      }
      if (cut < length) {
        if (compiler == null) {
          return Optional.empty();
        }
        ranges.add(new Range(open.start(), cut, open.threadCompiler()));
        open = new Range(cut, length, compiler);
        for (ThreadStart thread : slice.threads()) {
          compiler = thread.offset() >= cut ? thread.compiler() : compiler;
        }
      }
      if (!ranges.isEmpty() && slice.threads().stream().anyMatch(t -> t.compiler() == null)) {
        return Optional.empty();
      }
    }
    if (ranges.isEmpty()) {
      return Optional.empty();
    }
    ranges.add(open);
    return Optional.of(ranges);
  }
}
