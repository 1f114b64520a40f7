package dev.perfkit.analyzers.repeat;

import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.summary.RunInfo;
import dev.perfkit.analyzers.summary.RunSummary;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Folds the summaries of a repeat set's runs into one summary of the same schema, so that the gate,
 * {@code compare} and reports read a set as they read a run: metrics by {@link RepeatedMetrics},
 * findings by {@link MajorityFindings}.
 */
public final class RepeatedRuns {

  private RepeatedRuns() {}

  /**
   * The set's summary.
   *
   * @param record the set's own run.json (the first repeat's, with the set's times and state)
   * @param sources the run directories of the runs aggregated, in run order
   * @param runs their summaries, in the same order; at least one
   */
  public static RunSummary aggregate(
      RunRecord record,
      List<String> sources,
      List<RunSummary> runs,
      String perfkitVersion,
      Instant analyzedAt) {
    return aggregate(RunInfo.of(record), sources, runs, perfkitVersion, analyzedAt);
  }

  /** The summary of {@code runs} under the run block {@code run}. */
  static RunSummary aggregate(
      RunInfo run,
      List<String> sources,
      List<RunSummary> runs,
      String perfkitVersion,
      Instant analyzedAt) {
    if (runs.isEmpty()) {
      throw new IllegalArgumentException("a repeat set's summary needs at least one run");
    }
    List<Finding> findings = MajorityFindings.of(runs);
    return new RunSummary(
        RunSummary.SCHEMA_VERSION,
        perfkitVersion,
        analyzedAt,
        sources,
        run,
        RepeatedMetrics.of(runs),
        findings,
        rules(runs, findings),
        runs.stream().flatMap(r -> r.inputs().stream()).toList(),
        runs.get(0).sections());
  }

  /**
   * Each rule once: applicable when it was in any run (the missing inputs are then none), else as
   * the first run says; its count is of the set's findings.
   */
  private static List<RunSummary.RuleStatus> rules(List<RunSummary> runs, List<Finding> findings) {
    Map<String, RunSummary.RuleStatus> byRule = new LinkedHashMap<>();
    for (RunSummary run : runs) {
      for (RunSummary.RuleStatus rule : run.rules()) {
        RunSummary.RuleStatus known = byRule.get(rule.ruleId());
        if (known == null || (!known.applicable() && rule.applicable())) {
          byRule.put(rule.ruleId(), rule);
        }
      }
    }
    List<RunSummary.RuleStatus> rules = new ArrayList<>();
    for (RunSummary.RuleStatus rule : byRule.values()) {
      long count = findings.stream().filter(f -> f.ruleId().equals(rule.ruleId())).count();
      rules.add(
          new RunSummary.RuleStatus(
              rule.ruleId(), rule.title(), rule.applicable(), rule.missing(), (int) count));
    }
    return rules;
  }
}
