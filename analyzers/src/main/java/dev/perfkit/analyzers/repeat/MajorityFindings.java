package dev.perfkit.analyzers.repeat;

import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.FindingRanking;
import dev.perfkit.analyzers.summary.RunSummary;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The findings of a repeat set: a finding counts when at least half of the runs found it (matched
 * by {@link Finding#key()}), so that in sets of three or more one noisy run neither adds a
 * bottleneck nor hides one (in a set of two, one run's finding is kept: half is one run); the run
 * with the median score gives the instance shown, with one more line of evidence that says how many
 * runs saw it.
 */
public final class MajorityFindings {

  /** The label of the evidence line that says in how many runs a finding was seen. */
  public static final String SEEN_LABEL = "repeats";

  private MajorityFindings() {}

  /** The set's findings, ranked as a single run's are. */
  public static List<Finding> of(List<RunSummary> runs) {
    List<Finding> kept =
        byKey(runs).values().stream()
            .filter(seen -> 2 * seen.size() >= runs.size())
            .map(seen -> medianInstance(seen, runs.size()))
            .toList();
    return FindingRanking.rank(kept);
  }

  /**
   * Each finding's instances by key, one per run that found it (the run's first of that key), in
   * the order the runs first give the keys.
   */
  public static Map<String, List<Finding>> byKey(List<RunSummary> runs) {
    Map<String, List<Finding>> byKey = new LinkedHashMap<>();
    for (RunSummary run : runs) {
      Map<String, Finding> once = new LinkedHashMap<>();
      run.findings().forEach(finding -> once.putIfAbsent(finding.key(), finding));
      once.forEach(
          (key, finding) -> byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(finding));
    }
    return byKey;
  }

  /**
   * The instance with the median score (the lower middle one of an even count; the earlier run on a
   * tie), with the evidence line "seen in k of N runs" added last.
   */
  static Finding medianInstance(List<Finding> seen, int runs) {
    List<Finding> byScore = seen.stream().sorted(Comparator.comparingInt(Finding::score)).toList();
    Finding median = byScore.get((byScore.size() - 1) / 2);
    List<Evidence> evidence = new ArrayList<>(median.evidence());
    evidence.add(Evidence.text(SEEN_LABEL, "seen in " + seen.size() + " of " + runs + " runs"));
    return new Finding(
        median.key(),
        median.ruleId(),
        median.subject(),
        median.score(),
        median.severity(),
        median.summary(),
        median.explanation(),
        median.suggestion(),
        median.source(),
        evidence);
  }
}
