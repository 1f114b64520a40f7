package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.summary.Metric.Better;

/**
 * The gate's judgement of one metric or benchmark between the baseline and the candidate.
 *
 * @param id the metric id, or the benchmark with its parameters
 * @param unit the unit of every number here
 * @param better which direction is an improvement
 * @param baseline the baseline's observations in brief
 * @param candidate the candidate's
 * @param shift the Hodges-Lehmann shift (candidate minus baseline) with its bootstrap interval, or
 *     null when the check is inconclusive for want of observations
 * @param pValue the two-sided Mann-Whitney p-value, or null with {@code shift}
 * @param familyPValue the p-value Holm's correction gives it among the run's load-dependent metrics
 *     ({@link LoadDependentChecks}), which then decided the verdict; null for a check judged on its
 *     own
 * @param budget the largest regression allowed
 * @param allowed that budget in {@code unit}, against the baseline's median; null when unknown
 * @param verdict what the gate concluded
 * @param note why: the significance rule's words, then what the budget adds ("; beyond budget")
 *     and, for a pass, the smallest change it could have detected
 * @param detectable that smallest change, either way, in {@code unit}: the shift of the candidate's
 *     observations that would have been significant; null when none could be
 */
public record MetricCheck(
    String id,
    String unit,
    Better better,
    SampleSummary baseline,
    SampleSummary candidate,
    Shift shift,
    Double pValue,
    Double familyPValue,
    Budget budget,
    Double allowed,
    Verdict verdict,
    String note,
    Double detectable) {

  /** The shift relative to the baseline's median, or NaN when there is none to relate it to. */
  public double relativeShift() {
    if (shift == null || baseline.median() == 0 || Double.isNaN(baseline.median())) {
      return Double.NaN;
    }
    return shift.estimate() / Math.abs(baseline.median());
  }
}
