package dev.perfkit.analyzers.compilation;

import dev.perfkit.analyzers.compilation.TaskBoundaries.SliceFacts;
import dev.perfkit.analyzers.compilation.TaskBoundaries.ThreadStart;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One pass over the bytes of a slice of a compilation log: counts its lines, finds the end of the
 * first {@code </task>} line that starts in it and the {@code <start_compile_thread>} lines.
 */
final class SliceScan {

  private static final byte[] TASK_END = ascii("</task>\n");
  private static final byte[] THREAD_START = ascii("<start_compile_thread ");
  private static final byte[] NAME = ascii(" name='");

  private final byte[] bytes;
  private final int start;
  private final int end;
  private final long base;
  private final List<ThreadStart> threads = new ArrayList<>();
  private long newlines;
  private long cut = -1;
  private long newlinesBeforeCut;

  /**
   * @param bytes the slice and a little around it
   * @param start where the slice starts in {@code bytes}
   * @param end where it ends in {@code bytes}
   * @param offset the file offset of {@code start}
   */
  SliceScan(byte[] bytes, int start, int end, long offset) {
    this.bytes = bytes;
    this.start = start;
    this.end = end;
    this.base = offset - start;
  }

  SliceFacts run() {
    int i = start;
    if (start > 0 && bytes[start - 1] != '\n') {
      i = nextLine(i);
    }
    while (i < end) {
      if (bytes[i] == '<') {
        examineLine(i);
      }
      i = nextLine(i);
    }
    return new SliceFacts(newlines, cut, newlinesBeforeCut, List.copyOf(threads));
  }

  /**
   * The start of the line after the one at {@code i}, counting its newline; {@code end} at most.
   */
  private int nextLine(int i) {
    byte[] b = bytes;
    int limit = end;
    while (i < limit && b[i] != '\n') {
      i++;
    }
    if (i < limit) {
      newlines++;
      return i + 1;
    }
    return limit;
  }

  private void examineLine(int at) {
    if (cut < 0 && startsWith(at, TASK_END)) {
      cut = base + at + TASK_END.length;
      newlinesBeforeCut = newlines + 1;
    } else if (startsWith(at, THREAD_START)) {
      threads.add(new ThreadStart(base + at, CompilationLogParser.compilerOfThread(name(at))));
    }
  }

  /** The thread's name attribute; empty when the line has none (its compiler is then unknown). */
  private String name(int at) {
    int lineEnd = at;
    while (lineEnd < bytes.length && bytes[lineEnd] != '\n') {
      lineEnd++;
    }
    for (int i = at; i + NAME.length < lineEnd; i++) {
      if (startsWith(i, NAME)) {
        int from = i + NAME.length;
        int to = from;
        while (to < lineEnd && bytes[to] != '\'') {
          to++;
        }
        return new String(bytes, from, to - from, StandardCharsets.UTF_8);
      }
    }
    return "";
  }

  private boolean startsWith(int at, byte[] expected) {
    return at + expected.length <= bytes.length
        && Arrays.equals(bytes, at, at + expected.length, expected, 0, expected.length);
  }

  private static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.US_ASCII);
  }
}
