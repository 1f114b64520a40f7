package dev.perfkit.cli;

import dev.perfkit.analyzers.gate.JmhNotes;
import dev.perfkit.analyzers.gate.JmhResults;
import dev.perfkit.analyzers.gate.JmhSetupMismatchException;
import dev.perfkit.analyzers.gate.JmhSide;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The two sides of {@code perfkit gate} over JMH result files, read, refused when they cannot be
 * compared, and their notes told on stderr.
 */
record JmhSides(JmhSide baseline, JmhSide candidate) {

  /**
   * Reads both sides; {@code err} hears each note ("perfkit: note: ...").
   *
   * @throws PerfkitException a usage error when a file is on both sides (the same bytes)
   * @throws JmhSetupMismatchException when benchmarks were measured in ways that make their scores
   *     incomparable
   */
  static JmhSides read(List<Path> baseline, List<Path> candidate, PrintWriter err)
      throws IOException {
    JmhSide base = JmhResults.read(baseline);
    JmhSide cand = JmhResults.read(candidate);
    requireNoneOnBothSides(baseline, candidate);
    List<String> notes = new ArrayList<>(base.notes());
    notes.addAll(cand.notes());
    notes.addAll(JmhNotes.across(base, cand));
    notes.forEach(note -> err.println("perfkit: note: " + note));
    err.flush();
    return new JmhSides(base, cand);
  }

  /**
   * No file of the baseline has the same content as one of the candidate: a file against itself (or
   * a copy of it) can only pass, whatever the code.
   */
  private static void requireNoneOnBothSides(List<Path> baseline, List<Path> candidate)
      throws IOException {
    for (Path base : baseline) {
      for (Path cand : candidate) {
        if (Files.mismatch(base, cand) == -1) {
          throw PerfkitException.usage(
              "--baseline "
                  + base
                  + " and --candidate "
                  + cand
                  + " hold the same results: a file against itself can only pass");
        }
      }
    }
  }
}
