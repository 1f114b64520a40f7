package dev.perfkit.analyzers;

import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.Summarizable;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.findings.RuleEngine;
import dev.perfkit.analyzers.findings.RuleOutcome;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.summary.RunSummary;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The result of analyzing some evidence: what each file gave, the inputs they made up, and what
 * each rule concluded.
 *
 * @param source the run directory, or the files analyzed
 * @param run the run's run.json, or null for loose files
 * @param reads what each file gave
 * @param inputs the inputs the files made up
 * @param outcomes what each rule concluded
 */
public record Analysis(
    List<String> source,
    RunRecord run,
    List<ReadReport> reads,
    AnalysisInputs inputs,
    List<RuleOutcome> outcomes) {

  public Analysis {
    source = List.copyOf(source);
    reads = List.copyOf(reads);
    outcomes = List.copyOf(outcomes);
  }

  /** Every finding, highest score first. */
  public List<Finding> rankedFindings() {
    return RuleEngine.ranked(outcomes);
  }

  /** The analysis as {@code summary.json} stores it. */
  public RunSummary toSummary(String perfkitVersion, Instant analyzedAt) {
    List<RunSummary.RuleStatus> rules =
        outcomes.stream()
            .map(
                outcome ->
                    new RunSummary.RuleStatus(
                        outcome.ruleId(),
                        outcome.title(),
                        outcome.applicable(),
                        outcome.missing(),
                        outcome.findings().size()))
            .toList();
    return new RunSummary(
        RunSummary.SCHEMA_VERSION,
        perfkitVersion,
        analyzedAt,
        source,
        reads,
        rankedFindings(),
        rules,
        evidenceSummaries());
  }

  private Map<String, Object> evidenceSummaries() {
    Map<String, Object> summaries = new LinkedHashMap<>();
    for (Input<?> input : inputs.present()) {
      Object value = inputs.valueOf(input);
      summaries.put(input.name(), value instanceof Summarizable s ? s.summary() : value);
    }
    return summaries;
  }
}
