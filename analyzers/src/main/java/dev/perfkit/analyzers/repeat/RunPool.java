package dev.perfkit.analyzers.repeat;

import dev.perfkit.analyzers.compare.Difference;
import dev.perfkit.analyzers.compare.RunDifferences;
import dev.perfkit.analyzers.summary.RunSummary;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Single runs made apart, pooled into one side of the gate as a repeat set aggregates its repeats:
 * the complete runs (all of them, when none completed), one observation each. This is what lets CI
 * alternate its two sides' runs. A pooled run of another setup than the first pooled run's (run
 * kind, target type, the bundled server's variant or configuration, JVM, CPU count) is refused: a
 * glob that caught a stale run would otherwise count it as one more observation of this one. Their
 * command lines may differ (a run analyzed where it was not collected keeps the old directory in
 * its flags): that is a note. Loose files and attached JVMs carry little of that identity, so
 * little is checked.
 */
public final class RunPool {

  private RunPool() {}

  /**
   * The pool of {@code runs}.
   *
   * @param sources where each run was read, in the same order as {@code runs}, named in messages
   * @param runs single runs' summaries; at least one
   * @throws Refused in one line naming the run, when a run is a repeat set or of another setup than
   *     the first pooled run
   */
  public static Pooled of(
      List<String> sources, List<RunSummary> runs, String perfkitVersion, Instant analyzedAt) {
    if (runs.isEmpty()) {
      throw new IllegalArgumentException("a pool of runs needs at least one run");
    }
    for (int i = 0; i < runs.size(); i++) {
      if (isSet(runs.get(i))) {
        throw new Refused(
            sources.get(i)
                + ": a repeat set, and pooled runs count one value each; give the set alone, or its"
                + " repeats (repeats/*) with the other runs");
      }
    }
    // An incomplete run is left out before any comparison: one that failed before the server was
    // ready has no configuration, and would otherwise look like another setup.
    boolean anyComplete = runs.stream().anyMatch(RunPool::complete);
    List<RunSummary> pooled = new ArrayList<>();
    List<String> pooledSources = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    for (int i = 0; i < runs.size(); i++) {
      RunSummary run = runs.get(i);
      if (anyComplete && !complete(run)) {
        notes.add(
            "left out of the pool, "
                + sources.get(i)
                + ": incomplete ("
                + run.run().incompleteReason()
                + ")");
      } else {
        pooled.add(run);
        pooledSources.add(sources.get(i));
      }
    }
    for (int i = 1; i < pooled.size(); i++) {
      RunDifferences differences = new RunDifferences(pooled.get(0), pooled.get(i));
      requireTheFirstsSetup(differences, pooledSources, i);
      for (Difference difference : differences.ofCommand()) {
        notes.add(
            pooledSources.get(i)
                + " and "
                + pooledSources.get(0)
                + " differ in their "
                + difference.what()
                + ": pooled all the same");
      }
    }
    RunSummary summary =
        RepeatedRuns.aggregate(
            pooled.get(0).run(), pooledSources, pooled, perfkitVersion, analyzedAt);
    return new Pooled(summary, pooled, notes);
  }

  /** Whether {@code summary} is a repeat set's: a metric of it holds per-run values. */
  public static boolean isSet(RunSummary summary) {
    return summary.metrics().stream().anyMatch(metric -> !metric.perRunValues().isEmpty());
  }

  private static void requireTheFirstsSetup(
      RunDifferences fromTheFirst, List<String> sources, int index) {
    List<Difference> differences = fromTheFirst.ofSetup();
    if (!differences.isEmpty()) {
      Difference first = differences.get(0);
      throw new Refused(
          sources.get(index)
              + ": not the setup of "
              + sources.get(0)
              + " ("
              + first.what()
              + ": "
              + first.candidate()
              + ", not "
              + first.baseline()
              + "); pool runs of one setup");
    }
  }

  /** A run counts as complete unless its run.json says it did not finish. */
  private static boolean complete(RunSummary run) {
    return !Boolean.FALSE.equals(run.run().complete());
  }

  /**
   * A pool.
   *
   * @param summary the pooled runs' summary, as a repeat set's, under the first pooled run's block
   * @param runs the summaries of the runs pooled, in order
   * @param notes what the user should know: each incomplete run left out, and each pooled run whose
   *     command line differs from the first's
   */
  public record Pooled(RunSummary summary, List<RunSummary> runs, List<String> notes) {
    public Pooled {
      runs = List.copyOf(runs);
      notes = List.copyOf(notes);
    }
  }

  /** Runs that cannot be pooled: the user gave them, and the message says which and why. */
  public static final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Refused(String message) {
      super(message);
    }
  }
}
