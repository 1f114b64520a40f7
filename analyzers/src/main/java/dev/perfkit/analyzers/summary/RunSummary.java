package dev.perfkit.analyzers.summary;

import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.Finding;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The whole analysis of a run, as {@code summary.json} holds it: what was read, every finding
 * ranked by score, what each rule concluded, and a compact summary of each input. Reports, {@code
 * compare} and the gate read this; its layout is versioned by {@code schemaVersion} and documented
 * in {@code docs/summary.md}.
 *
 * @param schemaVersion {@link #SCHEMA_VERSION} when written
 * @param perfkitVersion the perfkit version that wrote it
 * @param analyzedAt when the analysis ran
 * @param source the run directory or the files analyzed
 * @param inputs one entry per file read, with truncation marks
 * @param findings every finding, highest score first
 * @param rules what each rule concluded: how many findings, or why it was not applicable
 * @param evidence per input name, a compact summary of that input
 */
public record RunSummary(
    int schemaVersion,
    String perfkitVersion,
    Instant analyzedAt,
    List<String> source,
    List<ReadReport> inputs,
    List<Finding> findings,
    List<RuleStatus> rules,
    Map<String, Object> evidence) {

  public static final int SCHEMA_VERSION = 1;

  public RunSummary {
    source = List.copyOf(source);
    inputs = List.copyOf(inputs);
    findings = List.copyOf(findings);
    rules = List.copyOf(rules);
    evidence = Collections.unmodifiableMap(new LinkedHashMap<>(evidence));
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
