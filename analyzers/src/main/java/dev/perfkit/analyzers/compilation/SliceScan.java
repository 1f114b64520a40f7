package dev.perfkit.analyzers.compilation;

import dev.perfkit.analyzers.compilation.TaskBoundaries.SliceFacts;
import dev.perfkit.analyzers.compilation.TaskBoundaries.ThreadStart;
import java.util.ArrayList;
import java.util.List;

/**
 * Searches one slice of a compilation log for the end of the first {@code </task>} line that starts
 * in it and for its {@code <start_compile_thread>} lines. The slice is held as a one-byte-per-char
 * string because {@link String#indexOf(String, int)} is a vectorized search, where a byte loop
 * showed in profiles of the read.
 */
final class SliceScan {

  private static final String TASK_END = "\n</task>\n";
  private static final String THREAD_START = "\n<start_compile_thread ";
  private static final String NAME = " name='";

  private final String text;
  private final int start;
  private final int end;
  private final long base;

  /**
   * @param text the slice and a little around it, one char per byte
   * @param start where the slice starts in {@code text}, after the byte before it if any
   * @param end where it ends in {@code text}
   * @param offset the file offset of {@code start}
   */
  SliceScan(String text, int start, int end, long offset) {
    this.text = text;
    this.start = start;
    this.end = end;
    this.base = offset - start;
  }

  SliceFacts run() {
    return new SliceFacts(cut(), threads());
  }

  /** The end of the first {@code </task>} line starting in the slice, or -1. */
  private long cut() {
    int at = text.indexOf(TASK_END, Math.max(0, start - 1));
    return at >= 0 && at + 1 < end ? base + at + TASK_END.length() : -1;
  }

  private List<ThreadStart> threads() {
    List<ThreadStart> threads = new ArrayList<>();
    int at = text.indexOf(THREAD_START, Math.max(0, start - 1));
    while (at >= 0 && at + 1 < end) {
      threads.add(new ThreadStart(base + at + 1, CompilationLogParser.compilerOfThread(name(at))));
      at = text.indexOf(THREAD_START, at + 1);
    }
    return threads;
  }

  /** The thread's name attribute; empty when the line has none (its compiler is then unknown). */
  private String name(int at) {
    int lineEnd = text.indexOf('\n', at + 1);
    int name = text.indexOf(NAME, at);
    if (name < 0 || (lineEnd >= 0 && name > lineEnd)) {
      return "";
    }
    int from = name + NAME.length();
    int to = text.indexOf('\'', from);
    return to < 0 ? "" : text.substring(from, to);
  }
}
