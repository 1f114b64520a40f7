package dev.perfkit.analyzers.compare;

import dev.perfkit.analyzers.summary.RunSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Builds a {@link Comparison} of two summaries: the one place that puts its parts together. */
final class Comparer {

  private final RunSummary baseline;
  private final Path baselineSource;
  private final RunSummary candidate;
  private final Path candidateSource;

  Comparer(RunSummary baseline, Path baselineSource, RunSummary candidate, Path candidateSource) {
    this.baseline = baseline;
    this.baselineSource = baselineSource;
    this.candidate = candidate;
    this.candidateSource = candidateSource;
  }

  Comparison compare(String perfkitVersion) throws IOException {
    String reason = whyNotComparable();
    return build(
        perfkitVersion,
        reason,
        reason == null
            ? FrameShiftFinder.shifts(baseline, baselineSource, candidate, candidateSource)
            : List.of());
  }

  /** The comparison without frame shifts, which alone read the runs' collapsed stacks. */
  Comparison compareWithoutFrameShifts(String perfkitVersion) {
    return build(perfkitVersion, whyNotComparable(), List.of());
  }

  private Comparison build(String perfkitVersion, String reason, List<FrameShifts> frameShifts) {
    return new Comparison(
        Comparison.SCHEMA_VERSION,
        perfkitVersion,
        RunBrief.of(baseline, baselineSource.toString()),
        RunBrief.of(candidate, candidateSource.toString()),
        reason == null,
        reason,
        new RunDifferences(baseline, candidate).list(),
        MetricComparer.compare(
            baseline.metrics(),
            candidate.metrics(),
            LoadSetup.whyNotComparable(LoadSetup.of(baseline), LoadSetup.of(candidate))),
        FindingMatcher.match(baseline.findings(), candidate.findings()),
        frameShifts);
  }

  /** Why nothing can be compared, or null when something can. */
  private String whyNotComparable() {
    if (baseline.schemaVersion() != candidate.schemaVersion()) {
      return "summary schema "
          + baseline.schemaVersion()
          + " and schema "
          + candidate.schemaVersion()
          + " cannot be compared; run 'perfkit analyze RUN' on the older one again";
    }
    if (!intersects(metricIds(baseline), metricIds(candidate))
        && !intersects(applicableRules(baseline), applicableRules(candidate))) {
      return "the two runs have no metric and no applicable rule in common";
    }
    return null;
  }

  private static Set<String> metricIds(RunSummary summary) {
    Set<String> ids = new HashSet<>();
    summary.metrics().forEach(metric -> ids.add(metric.id()));
    return ids;
  }

  private static Set<String> applicableRules(RunSummary summary) {
    Set<String> ids = new HashSet<>();
    summary.rules().stream()
        .filter(RunSummary.RuleStatus::applicable)
        .forEach(rule -> ids.add(rule.ruleId()));
    return ids;
  }

  private static boolean intersects(Set<String> a, Set<String> b) {
    return a.stream().anyMatch(b::contains);
  }
}
