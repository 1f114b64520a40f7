package dev.perfkit.analyzers.stacks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.Map;

/**
 * Folds the generated names ({@link FrameNames}) of collapsed-stack lines as they stream past, for
 * the surfaces that pass stacks on as text (a repeat set's merged file, the flame graphs): a frame
 * is folded once and then found by its raw spelling, since a profile repeats its frames on line
 * after line.
 */
public final class CollapsedNames {

  private final Map<String, String> folded = new HashMap<>();

  /** The line with each frame's generated name folded; the count and thread frames unchanged. */
  public String line(String line) {
    int countAt = countStart(line);
    String stack = line.substring(0, countAt);
    StringBuilder out = new StringBuilder(line.length());
    int start = 0;
    for (int semi = stack.indexOf(';'); semi >= 0; semi = stack.indexOf(';', start)) {
      out.append(frame(stack.substring(start, semi))).append(';');
      start = semi + 1;
    }
    // The count stays out of the cache: with it, the leaf of nearly every line would be a new key.
    return out.append(frame(stack.substring(start)))
        .append(line, countAt, line.length())
        .toString();
  }

  /** Where the line's trailing " count" starts, or its length when it has none. */
  private static int countStart(String line) {
    int space = line.lastIndexOf(' ');
    if (space < 0 || space == line.length() - 1) {
      return line.length();
    }
    for (int i = space + 1; i < line.length(); i++) {
      if (!Character.isDigit(line.charAt(i))) {
        return line.length();
      }
    }
    return space;
  }

  /** How many distinct frame spellings it has folded: bounded by the profile's frames. */
  int framesSeen() {
    return folded.size();
  }

  private String frame(String raw) {
    return folded.computeIfAbsent(raw, FrameNames::normalize);
  }

  /** Copies every line of {@code in} to {@code out} folded, each ended by a line end. */
  public void copy(BufferedReader in, Writer out) throws IOException {
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      out.write(line(line));
      out.write('\n');
    }
  }
}
