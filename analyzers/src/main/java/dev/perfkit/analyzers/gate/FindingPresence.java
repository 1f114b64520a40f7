package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.repeat.MajorityFindings;
import dev.perfkit.analyzers.stats.SignificanceRule;
import dev.perfkit.analyzers.summary.RunSummary;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.FisherExactTest;

/**
 * In how many runs of each side every finding was seen, when both sides are repeated runs: a side's
 * findings are those of at least half its runs, so a finding near that line comes and goes between
 * two sides of the same code. A new finding then fails the gate only when the candidate's runs had
 * it significantly more often than the baseline's (Fisher's exact test, one-sided).
 */
public final class FindingPresence {

  private static final FisherExactTest TEST =
      FisherExactTest.withDefaults().with(AlternativeHypothesis.GREATER_THAN);

  private final int baselineRuns;
  private final int candidateRuns;
  private final Map<String, Integer> baseline;
  private final Map<String, Integer> candidate;

  /** The presence of findings over the runs of each side, each run's summary once. */
  public FindingPresence(List<RunSummary> baselineRuns, List<RunSummary> candidateRuns) {
    this.baselineRuns = baselineRuns.size();
    this.candidateRuns = candidateRuns.size();
    this.baseline = counts(baselineRuns);
    this.candidate = counts(candidateRuns);
  }

  /**
   * Whether the sides have enough runs for the test to reach p < {@link
   * SignificanceRule#ALONE_LEVEL} at all: even a finding in every candidate run and no baseline run
   * cannot below that (3 runs against 3 give p = 0.05 at best; 3 against 4 give 0.029).
   */
  boolean judges() {
    return pValue(candidateRuns, 0) < SignificanceRule.ALONE_LEVEL;
  }

  /** The one-sided p-value of "the candidate's runs have {@code key} no more often". */
  double pValue(String key) {
    return pValue(candidate.getOrDefault(key, 0), baseline.getOrDefault(key, 0));
  }

  private double pValue(int inCandidate, int inBaseline) {
    int[][] table = {
      {inCandidate, candidateRuns - inCandidate}, {inBaseline, baselineRuns - inBaseline}
    };
    return TEST.test(table).getPValue();
  }

  /** "seen in k of N candidate runs, j of M baseline runs". */
  String seen(String key) {
    return "in "
        + candidate.getOrDefault(key, 0)
        + " of "
        + candidateRuns
        + " candidate runs, "
        + baseline.getOrDefault(key, 0)
        + " of "
        + baselineRuns
        + " baseline runs";
  }

  private static Map<String, Integer> counts(List<RunSummary> runs) {
    Map<String, Integer> counts = new HashMap<>();
    MajorityFindings.byKey(runs).forEach((key, seen) -> counts.put(key, seen.size()));
    return counts;
  }
}
