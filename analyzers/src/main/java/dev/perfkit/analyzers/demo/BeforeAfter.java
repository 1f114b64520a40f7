package dev.perfkit.analyzers.demo;

import dev.perfkit.analyzers.compare.MetricJudgements;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.stats.Judgement;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The bundled server's before-and-after story, from the summaries of a legacy and an optimized
 * repeat set: the two planted bottlenecks' findings and the oversized reader's cold cost, then the
 * headline metrics with their changes and significance.
 *
 * @param findings the request reader's inlining failure, the per-request buffer site and the
 *     reader's long compilation
 * @param metrics the metrics the catalog has the demo tell, in its order
 */
public record BeforeAfter(List<FindingOutcome> findings, List<MetricOutcome> metrics) {

  /** The request reader's call site that HotSpot refuses to inline, in legacy only. */
  static final Predicate<Finding> READER_NOT_INLINED =
      f ->
          f.ruleId().equals("inlining-failure")
              && f.subject().endsWith("-> dev.perfkit.server.LegacyRequestReader.read");

  /** The per-request read buffer, legacy's top allocation site. */
  static final Predicate<Finding> REQUEST_BUFFER_SITE =
      f ->
          f.ruleId().equals("hot-allocation-site")
              && f.subject().startsWith("dev.perfkit.server.FreshRequestBuffers.");

  /**
   * The oversized request reader's compilation, its cost while the JIT warms up: C2 takes seconds
   * over it and compiles it again and again (docs/demo.md), in legacy only.
   */
  static final Predicate<Finding> READER_COMPILED_AT_LENGTH =
      f ->
          f.ruleId().equals("long-compilation")
              && f.subject().equals("dev.perfkit.server.LegacyRequestReader.read");

  public BeforeAfter {
    findings = List.copyOf(findings);
    metrics = List.copyOf(metrics);
  }

  /** The story of {@code before} (legacy) and {@code after} (optimized). */
  public static BeforeAfter of(RunSummary before, RunSummary after) {
    List<FindingOutcome> findings =
        List.of(
            FindingOutcome.of(
                "request reader not inlined",
                READER_NOT_INLINED,
                before.findings(),
                after.findings()),
            FindingOutcome.of(
                "per-request buffer allocation",
                REQUEST_BUFFER_SITE,
                before.findings(),
                after.findings()),
            FindingOutcome.of(
                "request reader's compilation",
                READER_COMPILED_AT_LENGTH,
                before.findings(),
                after.findings()));
    Map<String, Judgement> judged = MetricJudgements.of(before.metrics(), after.metrics());
    List<MetricOutcome> metrics =
        MetricKind.demo().stream()
            .map(
                kind ->
                    MetricOutcome.of(
                        kind,
                        before.metric(kind.id()),
                        after.metric(kind.id()),
                        judged.get(kind.id())))
            .toList();
    return new BeforeAfter(findings, metrics);
  }

  /** The outcome of the metric {@code id}, or null when it is not told. */
  public MetricOutcome metric(String id) {
    return metrics.stream().filter(m -> m.id().equals(id)).findFirst().orElse(null);
  }
}
