package dev.perfkit.analyzers.summary;

import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.Finding;
import java.time.Instant;
import java.util.List;

/**
 * The whole analysis of a run, as {@code summary.json} holds it: what ran, its headline metrics
 * with their spread, every finding ranked by score, what each rule concluded, what was read, and
 * the evidence in brief per concern. Reports, {@code compare} and the gate read this through {@link
 * SummaryReader}; its layout is versioned by {@code schemaVersion}, published as {@code
 * docs/summary.schema.json} and documented in {@code docs/summary.md}.
 *
 * @param schemaVersion {@link #SCHEMA_VERSION} when written
 * @param perfkitVersion the perfkit version that wrote it
 * @param analyzedAt when the analysis ran
 * @param source the run directory or the files analyzed
 * @param run what ran, on what, and whether it finished
 * @param metrics the headline numbers, each with a stable id, unit and spread
 * @param findings every finding, highest score first
 * @param rules what each rule concluded: how many findings, or why it was not applicable
 * @param inputs one entry per file read, with truncation marks
 * @param sections the evidence in brief, one typed section per concern
 */
public record RunSummary(
    int schemaVersion,
    String perfkitVersion,
    Instant analyzedAt,
    List<String> source,
    RunInfo run,
    List<Metric> metrics,
    List<Finding> findings,
    List<RuleStatus> rules,
    List<ReadReport> inputs,
    Sections sections) {

  /** The layout this perfkit writes and the newest it reads. */
  public static final int SCHEMA_VERSION = 2;

  public RunSummary {
    source = List.copyOf(source);
    metrics = List.copyOf(metrics);
    findings = List.copyOf(findings);
    rules = List.copyOf(rules);
    inputs = List.copyOf(inputs);
  }

  /** The metric with {@code id}, or null. */
  public Metric metric(String id) {
    return metrics.stream().filter(metric -> metric.id().equals(id)).findFirst().orElse(null);
  }

  /**
   * One rule's outcome without its findings (they are in {@link #findings}).
   *
   * @param ruleId the rule's id
   * @param title the rule's title
   * @param applicable false when inputs it needs were missing
   * @param missing the names of the missing inputs
   * @param findingCount how many findings it produced
   */
  public record RuleStatus(
      String ruleId, String title, boolean applicable, List<String> missing, int findingCount) {

    public RuleStatus {
      missing = List.copyOf(missing);
    }
  }
}
