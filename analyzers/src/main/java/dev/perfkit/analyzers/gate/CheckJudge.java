package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.stats.RankSumTest;
import dev.perfkit.analyzers.summary.Metric.Better;
import java.util.Locale;

/**
 * Judges one check: a regression only when the rank-sum test finds the change significant and the
 * shift is beyond the budget; an improvement when it is significant and for the better; too few
 * observations on either side is inconclusive, never a guess.
 */
public final class CheckJudge {

  /** The significance level of every check. */
  public static final double ALPHA = RankSumTest.ALPHA;

  private final String fewSamplesAdvice;

  /**
   * @param fewSamplesAdvice what to do when a side has fewer than {@link RankSumTest#MIN_SAMPLES}
   *     observations, such as "need 4 or more runs a side (--repeat N, or N runs pooled)"
   */
  public CheckJudge(String fewSamplesAdvice) {
    this.fewSamplesAdvice = fewSamplesAdvice;
  }

  /** The verdict on {@code candidate} against {@code baseline} under {@code budget}. */
  public MetricCheck judge(Samples baseline, Samples candidate, Budget budget) {
    SampleSummary base = SampleSummary.of(baseline.values());
    SampleSummary cand = SampleSummary.of(candidate.values());
    double allowed;
    try {
      allowed = budget.allowed(base.median(), baseline.unit());
    } catch (IllegalArgumentException e) {
      throw new BudgetMismatchException(
          baseline.id() + ": budget '" + budget.text() + "': " + e.getMessage(), e);
    }
    if (base.n() < RankSumTest.MIN_SAMPLES || cand.n() < RankSumTest.MIN_SAMPLES) {
      String note = "n=" + base.n() + " vs " + cand.n() + ": " + fewSamplesAdvice;
      return check(baseline, base, cand, null, null, budget, allowed, Verdict.INCONCLUSIVE, note);
    }
    double p = RankSumTest.pValue(baseline.values(), candidate.values());
    Shift shift = BootstrapShift.estimate(baseline.values(), candidate.values());
    double worse = baseline.better() == Better.LOWER ? shift.estimate() : -shift.estimate();
    Verdict verdict = verdict(p, ALPHA, worse, allowed);
    String note = note(verdict, "p", p, ALPHA, worse, allowed);
    return check(baseline, base, cand, shift, p, budget, allowed, verdict, note);
  }

  /** An inconclusive check of a metric that only one side has ({@code inBaseline}: which). */
  public static MetricCheck missing(Samples present, boolean inBaseline, Budget budget) {
    SampleSummary none = SampleSummary.of(new double[0]);
    SampleSummary some = SampleSummary.of(present.values());
    String note = "no " + present.id() + " in the " + (inBaseline ? "candidate" : "baseline");
    return new MetricCheck(
        present.id(),
        present.unit(),
        present.better(),
        inBaseline ? some : none,
        inBaseline ? none : some,
        null,
        null,
        null,
        budget,
        null,
        Verdict.INCONCLUSIVE,
        note);
  }

  /** An inconclusive check of a metric that neither side gives, for the reason {@code note}. */
  public static MetricCheck absent(String id, Budget budget, String note) {
    SampleSummary none = SampleSummary.of(new double[0]);
    return new MetricCheck(
        id, "", null, none, none, null, null, null, budget, null, Verdict.INCONCLUSIVE, note);
  }

  private static Verdict verdict(double p, double alpha, double worse, double allowed) {
    if (p >= alpha) {
      return Verdict.PASS;
    }
    if (worse > allowed) {
      return Verdict.REGRESSION;
    }
    return worse < 0 ? Verdict.IMPROVED : Verdict.PASS;
  }

  /** {@code which}: the p-value's name as the note gives it, "p" or "Holm p". */
  private static String note(
      Verdict verdict, String which, double p, double level, double worse, double allowed) {
    String alpha = String.format(Locale.ROOT, "%s >= %.2f", which, level);
    return switch (verdict) {
      case REGRESSION -> "significant and beyond budget";
      case IMPROVED -> "significant improvement";
      case INCONCLUSIVE -> "";
      case PASS -> {
        if (p >= level) {
          yield worse > allowed
              ? "beyond budget but not significant (" + alpha + ")"
              : "not significant (" + alpha + ")";
        }
        yield "significant, within budget";
      }
    };
  }

  private static MetricCheck check(
      Samples samples,
      SampleSummary base,
      SampleSummary cand,
      Shift shift,
      Double p,
      Budget budget,
      Double allowed,
      Verdict verdict,
      String note) {
    return new MetricCheck(
        samples.id(),
        samples.unit(),
        samples.better(),
        base,
        cand,
        shift,
        p,
        null,
        budget,
        allowed,
        verdict,
        note);
  }

  /**
   * {@code check} judged again with {@code familyP}, its p-value corrected among the {@code family}
   * checks it was tested with, in place of its own, at the family's level {@code familyAlpha}.
   */
  static MetricCheck rejudge(MetricCheck check, double familyP, int family, double familyAlpha) {
    double worse =
        check.better() == Better.LOWER ? check.shift().estimate() : -check.shift().estimate();
    Verdict verdict = verdict(familyP, familyAlpha, worse, check.allowed());
    String note =
        check.pValue() < familyAlpha && familyP >= familyAlpha
            ? String.format(
                Locale.ROOT,
                "p < %.2f alone, not among %d load-dependent checks (Holm)",
                familyAlpha,
                family)
            : note(verdict, "Holm p", familyP, familyAlpha, worse, check.allowed());
    return new MetricCheck(
        check.id(),
        check.unit(),
        check.better(),
        check.baseline(),
        check.candidate(),
        check.shift(),
        check.pValue(),
        familyP,
        check.budget(),
        check.allowed(),
        verdict,
        note);
  }
}
