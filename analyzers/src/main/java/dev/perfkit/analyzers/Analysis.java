package dev.perfkit.analyzers;

import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleEngine;
import dev.perfkit.analyzers.findings.RuleOutcome;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.summary.InputSources;
import dev.perfkit.analyzers.summary.RunInfo;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;
import dev.perfkit.analyzers.summary.metrics.MetricInputs;
import dev.perfkit.analyzers.summary.metrics.Metrics;
import java.time.Instant;
import java.util.List;

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
    InputSources sources = new InputSources(reads);
    return new RunSummary(
        RunSummary.SCHEMA_VERSION,
        perfkitVersion,
        analyzedAt,
        source,
        run == null ? RunInfo.ofFiles() : RunInfo.of(run),
        Metrics.of(new MetricInputs(inputs, run, sources)),
        rankedFindings(),
        rules,
        reads,
        Sections.of(inputs, sources));
  }
}
