package dev.perfkit.analyzers.gate;

import dev.perfkit.analyzers.stats.Judgement;
import dev.perfkit.analyzers.stats.SignificanceRule;
import dev.perfkit.analyzers.summary.Metric.Better;
import java.util.Locale;

/**
 * Judges one check by the one significance rule's judgement ({@link SignificanceRule}) and its
 * budget: a regression only when the change is significant and the shift is beyond the budget; an
 * improvement when it is significant and for the better; inconclusive when the observations could
 * not have been significant whatever they were, never a pass.
 */
public final class CheckJudge {

  private final String noun;
  private final String advice;

  /**
   * @param noun what an observation is: "runs", "iterations"
   * @param advice how to get more of them, such as "--repeat N, or N runs pooled"
   */
  public CheckJudge(String noun, String advice) {
    this.noun = noun;
    this.advice = advice;
  }

  /** The verdict on {@code candidate} against {@code baseline} under {@code budget}, alone. */
  public MetricCheck judge(Samples baseline, Samples candidate, Budget budget) {
    Judgement judgement = SignificanceRule.alone(baseline.values(), candidate.values(), noun);
    return judge(baseline, candidate, budget, judgement);
  }

  /** The verdict on {@code candidate} against {@code baseline} by {@code judgement}. */
  public MetricCheck judge(
      Samples baseline, Samples candidate, Budget budget, Judgement judgement) {
    SampleSummary base = SampleSummary.of(baseline.values());
    SampleSummary cand = SampleSummary.of(candidate.values());
    double allowed;
    try {
      allowed = budget.allowed(base.median(), baseline.unit());
    } catch (IllegalArgumentException e) {
      throw new BudgetMismatchException(
          baseline.id() + ": budget '" + budget.text() + "': " + e.getMessage(), e);
    }
    if (judgement.test() == null) {
      String note = judgement.words() + " (" + advice + ")";
      return check(
          baseline, base, cand, null, judgement, budget, allowed, Verdict.INCONCLUSIVE, note);
    }
    Shift shift = BootstrapShift.estimate(baseline.values(), candidate.values());
    double worse = baseline.better() == Better.LOWER ? shift.estimate() : -shift.estimate();
    Verdict verdict = verdict(judgement.significant(), worse, allowed);
    String note = judgement.words() + budgetWords(verdict, judgement.significant(), worse, allowed);
    if (verdict == Verdict.PASS) {
      note += detectable(judgement.detectable(), base.median(), baseline.unit());
    }
    return check(baseline, base, cand, shift, judgement, budget, allowed, verdict, note);
  }

  private static MetricCheck check(
      Samples samples,
      SampleSummary base,
      SampleSummary cand,
      Shift shift,
      Judgement judgement,
      Budget budget,
      double allowed,
      Verdict verdict,
      String note) {
    Double p = judgement.test() == null ? null : judgement.test().p();
    return new MetricCheck(
        samples.id(),
        samples.unit(),
        samples.better(),
        base,
        cand,
        shift,
        p,
        judgement.familyP(),
        budget,
        allowed,
        verdict,
        note,
        judgement.detectable());
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
        note,
        null);
  }

  /** An inconclusive check of a metric that neither side gives, for the reason {@code note}. */
  public static MetricCheck absent(String id, Budget budget, String note) {
    SampleSummary none = SampleSummary.of(new double[0]);
    return new MetricCheck(
        id, "", null, none, none, null, null, null, budget, null, Verdict.INCONCLUSIVE, note, null);
  }

  /**
   * The verdict of a change {@code worse} (in the metric's unit, positive for the worse) against
   * the {@code allowed} regression: a pass unless significant.
   */
  public static Verdict verdict(boolean significant, double worse, double allowed) {
    if (!significant) {
      return Verdict.PASS;
    }
    if (worse > allowed) {
      return Verdict.REGRESSION;
    }
    return worse < 0 ? Verdict.IMPROVED : Verdict.PASS;
  }

  /** What the budget adds to the judgement's words. */
  public static String budgetWords(
      Verdict verdict, boolean significant, double worse, double allowed) {
    return switch (verdict) {
      case REGRESSION -> "; beyond budget";
      case IMPROVED, INCONCLUSIVE -> "";
      case PASS -> {
        if (significant) {
          yield "; worse, within budget";
        }
        yield worse > allowed ? "; beyond budget but not significant" : "";
      }
    };
  }

  /** "; could detect +-12.3 ms/request (+-5.1%)": the smallest change this pass could have seen. */
  public static String detectable(Double change, double median, String unit) {
    if (change == null) {
      return "";
    }
    String relative =
        median == 0 || Double.isNaN(median)
            ? ""
            : String.format(Locale.ROOT, " (+-%.3g%%)", change / Math.abs(median) * 100);
    if (unit.equals("fraction")) {
      return String.format(Locale.ROOT, "; could detect +-%.3g pp", change * 100);
    }
    return String.format(Locale.ROOT, "; could detect +-%.3g %s%s", change, unit, relative);
  }
}
