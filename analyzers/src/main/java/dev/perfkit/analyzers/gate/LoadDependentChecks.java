package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The run checks that depend on how loaded the machine is (throughput, latencies, allocation rate,
 * GC pauses, warm-up, success rate: those {@link MetricKind} declares load-dependent), judged as
 * one family: their p-values are corrected with Holm's step-down method and must be below {@link
 * #FAMILY_ALPHA}, so that the chance that any of them cries wolf when nothing changed stays under
 * 1%, where the nine of them checked by default, at 5% each, would cry wolf in up to 37% of
 * comparisons of identical code; a gate that cries wolf once in twenty builds is one teams switch
 * off (docs/gate.md has what scripts/bench-gate saw). The per-request checks (CPU time and
 * allocation per request) and a named method's CPU share are what a gate on a shared machine stands
 * on: each is judged on its own.
 */
public final class LoadDependentChecks {

  /** The family's level: the chance that any load-dependent check fails unchanged code. */
  public static final double FAMILY_ALPHA = 0.01;

  private LoadDependentChecks() {}

  /**
   * Whether the metric {@code id} is judged as one of the family: only when the catalog declares it
   * load-dependent, so that a new metric (or a JMH benchmark) cannot shift the others' p-values.
   */
  static boolean inFamily(String id) {
    return MetricKind.of(id).map(MetricKind::loadDependent).orElse(false);
  }

  /**
   * The checks in their order, each of the family that was tested judged again by its Holm-adjusted
   * p-value: the i-th smallest of m p-values times (m - i + 1), never below the one before, at most
   * 1 (R's {@code p.adjust(p, "holm")}).
   */
  static List<MetricCheck> correct(List<MetricCheck> checks) {
    List<Integer> tested =
        IntStream.range(0, checks.size())
            .filter(i -> checks.get(i).pValue() != null && inFamily(checks.get(i).id()))
            .boxed()
            .sorted(Comparator.comparingDouble(i -> checks.get(i).pValue()))
            .toList();
    List<MetricCheck> corrected = new ArrayList<>(checks);
    int m = tested.size();
    double floor = 0;
    for (int rank = 0; rank < m; rank++) {
      int index = tested.get(rank);
      floor = Math.max(floor, Math.min(1, checks.get(index).pValue() * (m - rank)));
      corrected.set(index, CheckJudge.rejudge(checks.get(index), floor, m, FAMILY_ALPHA));
    }
    return corrected;
  }
}
