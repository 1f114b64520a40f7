package dev.perfkit.analyzers.stacks;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;

/**
 * Streams a collapsed-stacks file ({@code frame;frame;... count} per line, root first) into a frame
 * tree, byte by byte: frames are interned from the raw bytes, so the cost per line is a scan and a
 * few hash lookups. A line that is not a stack fails the read with its number, except the last line
 * when it has no line end: that one was cut short, and is left out.
 */
final class CollapsedParser {

  private static final int BUFFER = 1 << 20;

  private final Path file;
  private final StackProfileBuilder builder;
  private final RawFrameIndex index;
  private int[] path = new int[256];
  private int depth;
  private String thread;
  private long lineNumber;
  private long classLeafLines;
  private long stackLines;
  private long cutAt = -1;

  /**
   * A parser into a builder of its own; the builder says CPU samples until the whole file is read
   * and its content decides the event.
   */
  CollapsedParser(Path file) {
    this.file = file;
    this.builder = new StackProfileBuilder(StackEvent.CPU, ValueUnit.SAMPLES);
    this.index = new RawFrameIndex(builder.frames());
  }

  /**
   * What a parser read: the profile so far, the frames that look like classes (by id in the
   * builder), the lines whose leaf is one of them and all stack lines (the content's say on the
   * event), all lines, and where the file was cut (-1 when whole).
   */
  record Parsed(
      StackProfileBuilder builder,
      BitSet classFrames,
      long classLeafLines,
      long stackLines,
      long lines,
      long cutAt) {

    /** Adds another part of the same file, read by another parser into its own builder. */
    Parsed merge(Parsed other) {
      int[] frameMap = builder.merge(other.builder);
      BitSet classes = (BitSet) classFrames.clone();
      other.classFrames.stream().forEach(frame -> classes.set(frameMap[frame]));
      return new Parsed(
          builder,
          classes,
          classLeafLines + other.classLeafLines,
          stackLines + other.stackLines,
          lines + other.lines,
          Math.max(cutAt, other.cutAt));
    }

    /** Empty, or a note saying where the file was cut: its last line, which is left out. */
    String truncation() {
      return cutAt < 0
          ? ""
          : "line " + lines + " has no line end (cut at byte " + cutAt + "): left out";
    }
  }

  Parsed parsed() {
    return new Parsed(builder, index.classFrames(), classLeafLines, stackLines, lineNumber, cutAt);
  }

  void parse() throws IOException {
    try (FileChannel channel = FileChannel.open(file)) {
      parse(channel, 0, channel.size());
    }
  }

  /**
   * Parses the lines in the bytes {@code [start, end)} of the file; a part that ends before the
   * file's end must end with a line end. A parser may read several parts in turn.
   */
  void parse(FileChannel channel, long start, long end) throws IOException {
    byte[] buf = new byte[BUFFER];
    int filled = 0;
    long consumed = start;
    for (long at = start; at < end; ) {
      int wanted = (int) Math.min(buf.length - filled, end - at);
      int n = channel.read(ByteBuffer.wrap(buf, filled, wanted), at);
      if (n <= 0) {
        break; // the file shrank while we read it: what is left is its end
      }
      at += n;
      filled += n;
      int rest = scan(buf, filled);
      consumed += rest;
      filled -= rest;
      System.arraycopy(buf, rest, buf, 0, filled);
      if (filled == buf.length) {
        buf = Arrays.copyOf(buf, buf.length * 2);
      }
    }
    if (filled > 0) {
      lineNumber++;
      cutAt = consumed + filled;
    }
  }

  /**
   * Parses the complete lines in {@code buf[0, end)}, hopping from separator to separator; returns
   * where the incomplete last line starts.
   */
  private int scan(byte[] buf, int end) {
    int lineStart = 0;
    int tokenStart = 0;
    depth = 0;
    thread = null;
    for (int i = ByteScan.nextSeparator(buf, 0, end);
        i < end;
        i = ByteScan.nextSeparator(buf, i + 1, end)) {
      if (buf[i] == ';') {
        token(buf, tokenStart, i);
        tokenStart = i + 1;
      } else {
        line(buf, lineStart, tokenStart, i);
        lineStart = i + 1;
        tokenStart = lineStart;
        depth = 0;
        thread = null;
      }
    }
    return lineStart;
  }

  /** A frame before the last one of the line; the first may be a thread. */
  private void token(byte[] buf, int from, int to) {
    if (to == from) {
      return;
    }
    if (depth == 0 && thread == null && isThreadFrame(buf, from, to)) {
      thread = new String(buf, from + 1, to - from - 2, StandardCharsets.UTF_8);
      return;
    }
    if (depth == path.length) {
      path = Arrays.copyOf(path, depth * 2);
    }
    path[depth++] = index.intern(buf, from, to);
  }

  /** The end of a line: its last token holds the leaf frame, a space and the count. */
  private void line(byte[] buf, int from, int lastToken, int to) {
    lineNumber++;
    int end = to > from && buf[to - 1] == '\r' ? to - 1 : to;
    if (end == from) {
      return;
    }
    int space = lastSpace(buf, lastToken, end);
    long count = space < 0 ? -1 : count(buf, space + 1, end);
    if (count < 0 || space == from) {
      throw new UnreadableEvidenceException(file, problem(buf, from, end, space));
    }
    token(buf, lastToken, space);
    add(count);
  }

  private String problem(byte[] buf, int from, int end, int space) {
    if (lineNumber == 1 || containsZero(buf, from, end)) {
      return "not collapsed stacks (line " + lineNumber + " is not 'frame;frame;... count')";
    }
    return "line "
        + lineNumber
        + (space == from ? ": no frames before the count" : ": no sample count at the end");
  }

  private static boolean containsZero(byte[] buf, int from, int to) {
    for (int i = from; i < to; i++) {
      if (buf[i] == 0) {
        return true;
      }
    }
    return false;
  }

  private static int lastSpace(byte[] buf, int from, int to) {
    for (int i = to - 1; i >= from; i--) {
      if (buf[i] == ' ') {
        return i;
      }
    }
    return -1;
  }

  /** The decimal count in {@code [from, to)}, or -1 when it is not one. */
  private static long count(byte[] buf, int from, int to) {
    if (from == to || to - from > 18) {
      return -1;
    }
    long value = 0;
    for (int i = from; i < to; i++) {
      int digit = buf[i] - '0';
      if (digit < 0 || digit > 9) {
        return -1;
      }
      value = value * 10 + digit;
    }
    return value;
  }

  private void add(long count) {
    builder.tree().addPath(path, depth, count);
    builder.countStack();
    stackLines++;
    if (depth > 0 && index.isClassLike(path[depth - 1])) {
      classLeafLines++;
    }
    if (thread != null) {
      builder.addToThread(thread, count);
    }
  }

  /** async-profiler's {@code --threads} root frame: {@code [name tid=N]} or {@code [tid=N]}. */
  private static boolean isThreadFrame(byte[] buf, int from, int to) {
    if (to - from < 7 || buf[from] != '[' || buf[to - 1] != ']') {
      return false;
    }
    for (int i = to - 2; i > from; i--) {
      if (buf[i] == '=') {
        return i - from >= 4 && buf[i - 1] == 'd' && buf[i - 2] == 'i' && buf[i - 3] == 't';
      }
    }
    return false;
  }
}
