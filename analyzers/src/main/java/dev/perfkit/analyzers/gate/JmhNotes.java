package dev.perfkit.analyzers.gate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What the gate says about JMH files beside its verdict: setups that differ (refused or noted, as
 * {@link JmhSetup#against} decides) and primary scores whose own JMH error is large.
 */
public final class JmhNotes {

  /**
   * The share of its score beyond which JMH's error on a primary score is noted: JMH's error is
   * half a 99.9% interval, so an error of 20% or more says the iterations scattered widely, and
   * that the run (a noisy machine, a too short warmup) deserves a look whatever the verdict.
   */
  public static final double LARGE_ERROR = 0.20;

  private JmhNotes() {}

  /** A note on {@code check} of {@code file} when it is a primary score with a large error. */
  static Optional<String> largeError(Path file, JmhBenchmark check) {
    double share = check.error() / Math.abs(check.score());
    if (!check.primary() || !(share > LARGE_ERROR)) {
      return Optional.empty();
    }
    return Optional.of(
        String.format(
            Locale.ROOT,
            "%s: %s scored %.4g ± %.4g %s: JMH's error is %.0f%% of the score (over %.0f%%)",
            file,
            check.id(),
            check.score(),
            check.error(),
            check.samples().unit(),
            share * 100,
            LARGE_ERROR * 100));
  }

  /**
   * How the baseline's and the candidate's benchmarks were run differently, benchmark by benchmark
   * (each one's primary score, matched by name, mode and parameters), as notes.
   *
   * @throws JmhSetupMismatchException when a difference makes the scores incomparable
   */
  public static List<String> across(JmhSide baseline, JmhSide candidate) {
    Map<String, JmhBenchmark> base = new LinkedHashMap<>();
    baseline.checks().stream().filter(JmhBenchmark::primary).forEach(b -> base.put(b.id(), b));
    Differences differences = new Differences();
    for (JmhBenchmark cand : candidate.checks()) {
      JmhBenchmark match = base.get(cand.id());
      if (cand.primary() && match != null) {
        differences.add(cand.id(), match.setup().against(cand.setup()));
      }
    }
    List<String> notes = new ArrayList<>();
    differences.refuseOrNote("the baseline and the candidate", "baseline", "candidate", notes);
    return notes;
  }

  /** Differences between setups gathered over benchmarks, each told once with the ones it hit. */
  static final class Differences {
    private final Map<JmhSetup.Difference, List<String>> byDifference = new LinkedHashMap<>();

    void add(String id, List<JmhSetup.Difference> differences) {
      differences.forEach(d -> byDifference.computeIfAbsent(d, k -> new ArrayList<>()).add(id));
    }

    /**
     * Adds a note per difference to {@code notes}, or refuses at the first that makes scores
     * incomparable; {@code who} measured, {@code first} and {@code second} name the two settings.
     */
    void refuseOrNote(String who, String first, String second, List<String> notes) {
      byDifference.forEach(
          (difference, ids) -> {
            String line =
                difference.what()
                    + " "
                    + quoted(difference.baseline())
                    + " in "
                    + first
                    + ", "
                    + quoted(difference.candidate())
                    + " in "
                    + second
                    + " ("
                    + ids.get(0)
                    + (ids.size() > 1 ? " and " + (ids.size() - 1) + " more" : "")
                    + ")";
            if (difference.refused()) {
              throw new JmhSetupMismatchException(
                  who + " measured differently, " + line + ": run them alike to compare them");
            }
            notes.add(who + " ran differently, " + line + ": judged with the code");
          });
    }

    private static String quoted(String setting) {
      return "'" + setting + "'";
    }
  }
}
