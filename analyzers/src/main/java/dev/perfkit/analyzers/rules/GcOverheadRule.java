package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * GC overhead: the share of the run the application stood still in GC pauses (as JMC's
 * GcPauseRatioRule), from a GC log or a JFR recording.
 */
public final class GcOverheadRule extends RuleBase {

  /** A pause share this high scores 75 (a warning); the score is proportional to the share. */
  static final double WARNING_SHARE = 0.10;

  static final int MIN_SCORE = 25;

  /**
   * A span shorter than this is too short to judge a share of time: one 6 ms pause in a 7 ms
   * excerpt is 91% of it, and says nothing of the run's overhead.
   */
  static final double MIN_RUN_SECONDS = 1.0;

  public GcOverheadRule() {
    super("gc-overhead", "GC overhead", GcActivity.INPUT);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    GcActivity gc = inputs.require(GcActivity.INPUT);
    if (gc.runSeconds() < MIN_RUN_SECONDS) {
      return List.of();
    }
    int score = shareScore(gc.pauseShare());
    return score < MIN_SCORE ? List.of() : List.of(finding(gc, score));
  }

  static int shareScore(double share) {
    return (int) Math.min(100, Math.round(75 * share / WARNING_SHARE));
  }

  private Finding finding(GcActivity gc, int score) {
    String pauses = gc.source().equals("GC log") ? "pauses" : "collections";
    boolean starved = GcStarvation.mostPauseTimeStarved(gc);
    List<Evidence> evidence = evidence(gc, pauses);
    evidence.addAll(GcStarvation.evidence(gc.cpuStarvation()));
    return finding("", score)
        .summary(
            String.format(
                    "The application was paused for GC %s of the time: %s in %s %s over %s.",
                    Quantity.fraction(gc.pauseShare()).text(),
                    Quantity.millis(gc.totalPauseMs()).text(),
                    Quantity.count(gc.pauseCount()).text(),
                    pauses,
                    Quantity.of(gc.runSeconds(), Unit.SECONDS).text())
                + (starved ? " " + GcStarvation.sentence(gc.cpuStarvation()) : ""))
        .explanation(
            "During a pause no application thread runs, so every request in flight waits and"
                + " throughput drops by the same share. Pause time grows with the allocation rate"
                + " and with how much survives each collection.")
        .suggestion(
            starved
                ? GcStarvation.SUGGESTION
                : "Allocate less on the hot paths (see the allocation profile), give the young"
                    + " generation more room (a larger -Xmx, or -Xmn for Parallel and Serial), or"
                    + " use a collector that works concurrently (-XX:+UseZGC) when latency"
                    + " matters more than throughput.")
        .source(gc.source())
        .evidence(evidence);
  }

  private static List<Evidence> evidence(GcActivity gc, String pauses) {
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(Evidence.of("pause share of the run", Quantity.fraction(gc.pauseShare())));
    evidence.add(Evidence.of("total pause time", Quantity.millis(gc.totalPauseMs())));
    evidence.add(Evidence.of(pauses, Quantity.count(gc.pauseCount())));
    evidence.add(Evidence.of("longest pause", Quantity.millis(gc.maxPauseMs())));
    evidence.add(Evidence.of("run time", Quantity.of(gc.runSeconds(), Unit.SECONDS)));
    if (!gc.collector().isEmpty()) {
      evidence.add(Evidence.text("collector", gc.collector()));
    }
    if (!gc.mostPauseTime().isEmpty()) {
      evidence.add(Evidence.text("most pause time", gc.mostPauseTime()));
    }
    return evidence;
  }
}
