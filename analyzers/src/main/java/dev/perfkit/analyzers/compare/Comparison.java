package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.summary.RunSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Two runs side by side: how they differ as runs, how each metric moved against the noise of both,
 * which findings were resolved, added or persist, and which frames gained or lost the most of each
 * profile. Written as {@code comparison.json}, published as {@code docs/comparison.schema.json} and
 * documented in {@code docs/compare.md}; the text, Markdown and HTML renderings and the gate read
 * it.
 *
 * @param schemaVersion {@link #SCHEMA_VERSION} when written
 * @param perfkitVersion the perfkit that compared the runs
 * @param baseline the run compared against, in brief
 * @param candidate the run compared, in brief
 * @param comparable false only when nothing can be compared; {@code reason} then says why
 * @param reason why the runs cannot be compared, or null when they can
 * @param differences what differs between the two runs as runs (target, load, JVM, machine,
 *     length), empty when nothing does
 * @param metrics one change per metric id present in either run, headline metrics first
 * @param findings the findings matched by key: resolved, added and persisting
 * @param frameShifts per profile event ({@code cpu}, {@code alloc}) the frames whose self share
 *     moved most
 */
public record Comparison(
    int schemaVersion,
    String perfkitVersion,
    RunBrief baseline,
    RunBrief candidate,
    boolean comparable,
    String reason,
    List<Difference> differences,
    List<MetricChange> metrics,
    FindingChanges findings,
    List<FrameShifts> frameShifts) {

  /** The layout this perfkit writes. */
  public static final int SCHEMA_VERSION = 1;

  public Comparison {
    differences = List.copyOf(differences);
    metrics = List.copyOf(metrics);
    frameShifts = List.copyOf(frameShifts);
  }

  /**
   * Compares two summaries; the frame shifts come from each summary's run directory when it holds
   * collapsed stacks, else from the summary's top frames.
   *
   * @param baselineSource the baseline's summary.json (its run directory is its parent)
   * @param candidateSource the candidate's summary.json
   * @param perfkitVersion the perfkit comparing them
   * @throws IOException when a run's collapsed stacks cannot be read at all
   */
  public static Comparison of(
      RunSummary baseline,
      Path baselineSource,
      RunSummary candidate,
      Path candidateSource,
      String perfkitVersion)
      throws IOException {
    return new Comparer(baseline, baselineSource, candidate, candidateSource)
        .compare(perfkitVersion);
  }

  /**
   * The same comparison without frame shifts (an empty list): for callers such as the gate that use
   * only whether the runs compare, their metrics and findings, and should not pay for reading every
   * collapsed stack of both runs.
   */
  public static Comparison withoutFrameShifts(
      RunSummary baseline,
      Path baselineSource,
      RunSummary candidate,
      Path candidateSource,
      String perfkitVersion) {
    return new Comparer(baseline, baselineSource, candidate, candidateSource)
        .compareWithoutFrameShifts(perfkitVersion);
  }
}
