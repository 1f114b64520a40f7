package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.stats.SignificanceRule;
import dev.perfkit.analyzers.summary.metrics.MetricKind;

/**
 * The run checks that depend on how loaded the machine is (throughput, latencies, allocation rate,
 * GC pauses, warm-up, success rate: those {@link MetricKind} declares load-dependent), judged as
 * one family by {@link SignificanceRule}: their p-values are corrected with Holm's step-down method
 * and must be below {@link SignificanceRule#FAMILY_LEVEL}, so that the chance that any of them
 * cries wolf when nothing changed stays under 1%, where the nine of them checked by default, at 5%
 * each, would cry wolf in up to 37% of comparisons of identical code; a gate that cries wolf once
 * in twenty builds is one teams switch off (docs/gate.md has what scripts/bench-gate saw). The
 * per-request checks (CPU time and allocation per request) and a named method's CPU share are what
 * a gate on a shared machine stands on: each is judged on its own.
 */
public final class LoadDependentChecks {

  private LoadDependentChecks() {}

  /**
   * Whether the metric {@code id} is judged as one of the family: only when the catalog declares it
   * load-dependent, so that a new metric (or a JMH benchmark) cannot shift the others' p-values.
   */
  public static boolean inFamily(String id) {
    return MetricKind.of(id).map(MetricKind::loadDependent).orElse(false);
  }
}
