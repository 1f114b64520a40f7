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
    if (line.indexOf(';') < 0) {
      return FrameNames.normalize(line);
    }
    StringBuilder out = new StringBuilder(line.length());
    int start = 0;
    for (int semi = line.indexOf(';'); semi >= 0; semi = line.indexOf(';', start)) {
      out.append(frame(line.substring(start, semi))).append(';');
      start = semi + 1;
    }
    return out.append(frame(line.substring(start))).toString();
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
