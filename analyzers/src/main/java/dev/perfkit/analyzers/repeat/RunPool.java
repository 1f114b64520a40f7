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
 * alternate its two sides' runs. Runs of another experiment than the first run's (another target,
 * variant, server configuration, JVM, JVM flags or CPU count) are refused, not pooled: a glob that
 * caught a stale run would otherwise count it as one more observation of this one.
 */
public final class RunPool {

  private RunPool() {}

  /**
   * The pool of {@code runs}.
   *
   * @param sources where each run was read, in the same order as {@code runs}, named in messages
   * @param runs single runs' summaries; at least one
   * @throws IllegalArgumentException in one line naming the run, when a run is a repeat set or of
   *     another experiment than the first
   */
  public static Pooled of(
      List<String> sources, List<RunSummary> runs, String perfkitVersion, Instant analyzedAt) {
    if (runs.isEmpty()) {
      throw new IllegalArgumentException("a pool of runs needs at least one run");
    }
    for (int i = 0; i < runs.size(); i++) {
      requireSingleRunOfTheFirstsExperiment(sources, runs, i);
    }
    boolean anyComplete = runs.stream().anyMatch(RunPool::complete);
    List<RunSummary> pooled = new ArrayList<>();
    List<String> pooledSources = new ArrayList<>();
    List<String> leftOut = new ArrayList<>();
    for (int i = 0; i < runs.size(); i++) {
      RunSummary run = runs.get(i);
      if (anyComplete && !complete(run)) {
        leftOut.add(sources.get(i) + ": incomplete (" + run.run().incompleteReason() + ")");
      } else {
        pooled.add(run);
        pooledSources.add(sources.get(i));
      }
    }
    RunSummary summary =
        RepeatedRuns.aggregate(
            pooled.get(0).run(), pooledSources, pooled, perfkitVersion, analyzedAt);
    return new Pooled(summary, leftOut);
  }

  /** Whether {@code summary} is a repeat set's: a metric of it holds per-run values. */
  public static boolean isSet(RunSummary summary) {
    return summary.metrics().stream()
        .anyMatch(metric -> metric.spread() != null && !metric.spread().values().isEmpty());
  }

  private static void requireSingleRunOfTheFirstsExperiment(
      List<String> sources, List<RunSummary> runs, int index) {
    RunSummary run = runs.get(index);
    if (isSet(run)) {
      throw new IllegalArgumentException(
          sources.get(index)
              + ": a repeat set, and pooled runs count one value each; give the set alone, or its"
              + " repeats (repeats/*) with the other runs");
    }
    List<Difference> differences = new RunDifferences(runs.get(0), run).ofExperiment();
    if (!differences.isEmpty()) {
      Difference first = differences.get(0);
      throw new IllegalArgumentException(
          sources.get(index)
              + ": not the experiment of "
              + sources.get(0)
              + " ("
              + first.what()
              + ": "
              + first.candidate()
              + ", not "
              + first.baseline()
              + "); pool runs of one experiment");
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
   * @param leftOut the incomplete runs left out, each as "source: incomplete (why)"
   */
  public record Pooled(RunSummary summary, List<String> leftOut) {
    public Pooled {
      leftOut = List.copyOf(leftOut);
    }
  }
}
