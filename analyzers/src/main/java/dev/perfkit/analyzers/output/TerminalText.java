package dev.perfkit.analyzers.output;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The terminal's width and the one way every text output fits it: lines broken between words, so
 * that a path, a finding's key or a frame stays whole and can be copied. Only a word wider than a
 * whole line (a JVM method descriptor can run to 150 characters) is broken, after a {@code ;},
 * {@code /}, {@code .} or {@code $}, or before a {@code (}, and continued on the next line with
 * nothing left out.
 */
public final class TerminalText {

  /** Every default terminal output fits this many columns. */
  public static final int WIDTH = 100;

  private TerminalText() {}

  /**
   * {@code text} in lines of at most {@link #WIDTH} columns: the first starts with {@code first},
   * the others with {@code hanging}.
   */
  public static List<String> wrap(String text, String first, String hanging) {
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder(first);
    int empty = first.length();
    for (String word : words(text, WIDTH - hanging.length())) {
      if (line.length() > empty && line.length() + 1 + word.length() > WIDTH) {
        lines.add(line.toString());
        line = new StringBuilder(hanging);
        empty = hanging.length();
      }
      if (line.length() > empty) {
        line.append(' ');
      }
      line.append(word);
    }
    lines.add(line.toString().stripTrailing());
    return lines;
  }

  /** Prints {@code text} wrapped, every line after the first indented as {@code hanging}. */
  public static void print(PrintWriter out, String first, String text, String hanging) {
    wrap(text, first, hanging).forEach(out::println);
  }

  /** Prints {@code text} wrapped, every line with the same {@code indent}. */
  public static void print(PrintWriter out, String indent, String text) {
    print(out, indent, text, indent);
  }

  /** The words of {@code text}, any wider than {@code room} in pieces that fit it. */
  private static List<String> words(String text, int room) {
    List<String> words = new ArrayList<>();
    for (String word : text.strip().split(" +")) {
      while (word.length() > room) {
        int cut = breakBefore(word, room);
        words.add(word.substring(0, cut));
        word = word.substring(cut);
      }
      words.add(word);
    }
    return words;
  }

  /**
   * Where to break a word too wide for {@code room}: at its last boundary that fits, or at room.
   */
  private static int breakBefore(String word, int room) {
    for (int i = room; i > room / 2; i--) {
      char before = word.charAt(i - 1);
      if (";/.$,".indexOf(before) >= 0 || word.charAt(i) == '(') {
        return i;
      }
    }
    return room;
  }
}
