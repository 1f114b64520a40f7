package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.findings.Rule;
import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.gc.PauseGroup;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * GC overhead: the share of the run the application stood still in GC pauses (as JMC's
 * GcPauseRatioRule), and full collections, which stop everything to collect the whole heap.
 */
public final class GcOverheadRule implements Rule {

  /** A pause share this high scores 75 (a warning); the score is proportional to the share. */
  static final double WARNING_SHARE = 0.10;

  static final int MIN_SCORE = 25;

  /** The score of one full GC; each further one adds {@link #FULL_GC_STEP}... */
  static final int FULL_GC_BASE = 50;

  static final int FULL_GC_STEP = 5;

  /** ...and their share of the run adds up to 25 more, all of it at this share. */
  static final double FULL_GC_COSTLY_SHARE = 0.05;

  @Override
  public String id() {
    return "gc-overhead";
  }

  @Override
  public String title() {
    return "GC overhead";
  }

  @Override
  public List<Input<?>> requires() {
    return List.of(GcInputs.GC_LOG);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    GcLog log = inputs.require(GcInputs.GC_LOG);
    List<Finding> findings = new ArrayList<>();
    int shareScore = shareScore(log.pauseShare());
    if (shareScore >= MIN_SCORE) {
      findings.add(pauseShare(log, shareScore));
    }
    if (log.fullGcCount() > 0) {
      findings.add(fullGcs(log));
    }
    return findings;
  }

  static int shareScore(double share) {
    return (int) Math.min(100, Math.round(75 * share / WARNING_SHARE));
  }

  /** Full GCs matter by how often they came and by how much of the run they took. */
  static int fullGcScore(long count, double shareOfRun) {
    double cost = Double.isFinite(shareOfRun) ? Math.min(1, shareOfRun / FULL_GC_COSTLY_SHARE) : 0;
    return (int) Math.min(100, FULL_GC_BASE + FULL_GC_STEP * (count - 1) + Math.round(25 * cost));
  }

  private Finding pauseShare(GcLog log, int score) {
    String summary =
        String.format(
            "The application was paused for GC %s of the time: %s in %s pauses over %s s.",
            Numbers.percent(log.pauseShare()),
            Numbers.millis(log.pauses().totalMs()),
            Numbers.count(log.pauses().count()),
            String.format(Locale.ROOT, "%.1f", log.runSeconds()));
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(Evidence.of("pause share", Numbers.percent(log.pauseShare())));
    evidence.add(Evidence.of("total pause time", Numbers.millis(log.pauses().totalMs())));
    evidence.add(Evidence.of("pauses", Numbers.count(log.pauses().count())));
    evidence.add(Evidence.of("run time", Numbers.millis(log.runSeconds() * 1000)));
    evidence.add(Evidence.of("collector", log.collector().isEmpty() ? "unknown" : log.collector()));
    if (!log.pauseGroups().isEmpty()) {
      evidence.add(Evidence.of("most pause time", describe(log.pauseGroups().get(0))));
    }
    return new Finding(
        id(),
        score,
        summary,
        "During a pause no application thread runs, so every request in flight waits and"
            + " throughput drops by the same share. Pause time grows with the allocation rate"
            + " and with how much survives each collection.",
        "Allocate less on the hot paths (see the allocation profile), give the young generation"
            + " more room (a larger -Xmx, or -Xmn for Parallel and Serial), or use a collector that"
            + " works concurrently (-XX:+UseZGC) when latency matters more than throughput.",
        evidence);
  }

  private Finding fullGcs(GcLog log) {
    long count = log.fullGcCount();
    String causes =
        log.pauseGroups().stream()
            .filter(PauseGroup::full)
            .map(g -> (g.cause().isEmpty() ? "no cause given" : g.cause()) + " x" + g.count())
            .collect(Collectors.joining(", "));
    int score = fullGcScore(count, log.fullGcTotalMs() / (log.runSeconds() * 1000));
    return new Finding(
        id(),
        score,
        String.format(
            "%s full GC%s stopped the application for %s in total (%s).",
            Numbers.count(count),
            count == 1 ? "" : "s",
            Numbers.millis(log.fullGcTotalMs()),
            causes),
        "A full GC collects the whole heap while every application thread waits; with G1 or"
            + " ZGC it means the concurrent collector fell behind the allocation rate or the heap"
            + " is too small for the live data.",
        causes.contains("System.gc()")
            ? "Remove the explicit System.gc() calls, or add -XX:+DisableExplicitGC."
            : "Give the heap more room (-Xmx) or allocate less; if the heap after each GC keeps"
                + " growing, look for a leak in a heap dump.",
        List.of(
            Evidence.of("full GCs", Numbers.count(count)),
            Evidence.of("full GC pause time", Numbers.millis(log.fullGcTotalMs())),
            Evidence.of("causes", causes)));
  }

  private static String describe(PauseGroup group) {
    return group.type()
        + (group.cause().isEmpty() ? "" : " (" + group.cause() + ")")
        + ": "
        + Numbers.count(group.count())
        + " pauses, "
        + Numbers.millis(group.totalMs());
  }
}
