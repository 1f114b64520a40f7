package dev.perfkit.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * The data of one of async-profiler's flame graph pages, read as its script reads it: the frame
 * names (a sorted, prefix-compressed pool) and the frames in drawing order, each with its level,
 * total and whether a differential graph marks it new ({@code d=U}: missing from the baseline,
 * drawn in the "new" colour). A test then asserts on what the page draws, not on its pixels.
 */
final class FlameGraphPage {

  /** One drawn frame; {@code type} is the page's (0 interpreted, 1 JIT, 2 inlined, 6 C1...). */
  record Frame(String name, int type, int level, long total, boolean isNew) {

    /** Whether the frame ran Java code, as opposed to native, C++ (the JIT's own) or kernel. */
    boolean isJava() {
      return type <= 2 || type == 6;
    }
  }

  private final List<String> names = new ArrayList<>();
  private final List<Frame> frames = new ArrayList<>();

  private FlameGraphPage(String page) {
    String[] lines = page.split("\n");
    int at = 0;
    while (!lines[at].startsWith("const cpool = [")) {
      at++;
    }
    String previous = "";
    for (at++; !lines[at].startsWith("];"); at++) {
      String packed = unquote(lines[at]);
      previous =
          names.isEmpty()
              ? packed
              : previous.substring(0, packed.charAt(0) - ' ') + packed.substring(1);
      names.add(previous);
    }
    while (!lines[at].startsWith("unpack(cpool);")) {
      at++;
    }
    for (at++; lines[at].isEmpty(); at++) {
      // the page leaves a blank line before its frames
    }
    readFrames(lines, at);
  }

  static FlameGraphPage of(String page) {
    return new FlameGraphPage(page);
  }

  List<Frame> frames() {
    return frames;
  }

  /** The whole graph's total: its root frame's. */
  long total() {
    return frames.getFirst().total();
  }

  /** The frames named {@code name}: one per tower that passes through the method. */
  List<Frame> named(String name) {
    return frames.stream().filter(frame -> frame.name().equals(name)).toList();
  }

  /**
   * The share of the total drawn as new: the new frames whose parent is not new (a new frame's
   * callees are new too, and drawn above it).
   */
  double newShare() {
    long drawnNew = 0;
    boolean[] newAt = new boolean[4096];
    for (Frame frame : frames) {
      newAt[frame.level()] = frame.isNew();
      if (frame.isNew() && (frame.level() == 0 || !newAt[frame.level() - 1])) {
        drawnNew += frame.total();
      }
    }
    return (double) drawnNew / total();
  }

  /** The frames after {@code unpack(cpool);}: f(), u() and n() calls and d= diff markers. */
  private void readFrames(String[] lines, int from) {
    int level = 0;
    long x = 0;
    long total = 0;
    boolean isNew = false;
    for (int at = from; at < lines.length && !lines[at].isEmpty(); at++) {
      String line = lines[at];
      if (line.startsWith("d=")) {
        isNew = line.equals("d=U");
        continue;
      }
      String[] args = line.substring(2, line.length() - 1).split(",");
      int arg = 1;
      switch (line.charAt(0)) {
        case 'f' -> {
          level = Integer.parseInt(args[1]);
          x += Long.parseLong(args[2]);
          arg = 3;
        }
        case 'u' -> level++;
        case 'n' -> x += total;
        default -> throw new IllegalStateException("not a frame: " + line);
      }
      if (args.length > arg) {
        total = Long.parseLong(args[arg]);
      }
      int nameAndType = Integer.parseInt(args[0]);
      frames.add(new Frame(names.get(nameAndType >>> 3), nameAndType & 7, level, total, isNew));
    }
  }

  private static String unquote(String line) {
    String quoted = line.endsWith(",") ? line.substring(0, line.length() - 1) : line;
    return quoted
        .substring(1, quoted.length() - 1)
        .replace("\\'", "'")
        .replace("\\x3C", "<")
        .replace("\\\\", "\\");
  }
}
