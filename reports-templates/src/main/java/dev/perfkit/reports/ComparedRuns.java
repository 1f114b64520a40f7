package dev.perfkit.reports;

import dev.perfkit.analyzers.summary.RunSummary;
import java.nio.file.Path;

/**
 * The two runs behind a comparison, whole: the report draws from their sections and stacks.
 *
 * @param baseline the baseline's summary
 * @param baselineDirectory the baseline's run directory, or null for loose files
 * @param candidate the candidate's summary
 * @param candidateDirectory the candidate's run directory, or null for loose files
 */
public record ComparedRuns(
    RunSummary baseline, Path baselineDirectory, RunSummary candidate, Path candidateDirectory) {

  /**
   * The runs whose summaries were read from {@code baselineSummary} and {@code candidateSummary}:
   * each run directory is the summary's, when it is one.
   */
  public static ComparedRuns of(
      RunSummary baseline, Path baselineSummary, RunSummary candidate, Path candidateSummary) {
    return new ComparedRuns(
        baseline,
        HtmlFormat.runDirectory(baselineSummary),
        candidate,
        HtmlFormat.runDirectory(candidateSummary));
  }
}
