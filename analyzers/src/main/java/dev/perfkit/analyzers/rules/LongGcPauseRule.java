package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.model.Quantity;
import java.util.ArrayList;
import java.util.List;

/**
 * Long GC pauses: the longest pause and, from a GC log, the 99th percentile, which is what the
 * slowest requests of a service meet when a pause lands on them.
 */
public final class LongGcPauseRule extends RuleBase {

  /** A longest pause under this is not worth a finding; at this length the score is 25. */
  static final double MIN_MS = 50;

  /** A longest pause this long scores 75 (a warning); the score grows with its logarithm. */
  static final double WARNING_MS = 500;

  public LongGcPauseRule() {
    super("long-gc-pause", "Long GC pause", GcActivity.INPUT);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    GcActivity gc = inputs.require(GcActivity.INPUT);
    if (gc.maxPauseMs() < MIN_MS) {
      return List.of();
    }
    return List.of(finding(gc));
  }

  /** 25 at 50 ms, 75 at 500 ms, 100 from about 1.6 s. */
  static int score(double maxMs) {
    return LogarithmicScore.of(maxMs, MIN_MS, WARNING_MS);
  }

  private Finding finding(GcActivity gc) {
    boolean percentiles = !Double.isNaN(gc.p99Ms());
    boolean starved = GcStarvation.longestStarved(gc);
    String summary =
        "The longest GC pause took "
            + Quantity.millis(gc.maxPauseMs()).text()
            + (gc.longest().isEmpty() ? "" : " (" + gc.longest() + ")")
            + (percentiles
                ? "; the 99th percentile was "
                    + Quantity.millis(gc.p99Ms()).text()
                    + " over "
                    + Quantity.count(gc.pauseCount()).text()
                    + " pauses."
                : ", in " + Quantity.count(gc.pauseCount()).text() + " collections.")
            + (starved ? " " + GcStarvation.sentence(gc.cpuStarvation()) : "");
    List<Evidence> evidence = evidence(gc, percentiles);
    evidence.addAll(GcStarvation.evidence(gc.cpuStarvation()));
    return finding("", score(gc.maxPauseMs()))
        .summary(summary)
        .explanation(
            "Every request in flight during a pause waits for it to end, so the longest pauses"
                + " show up directly in the tail latency (p99, p99.9) of a service.")
        .suggestion(starved ? GcStarvation.SUGGESTION : suggestion(gc))
        .source(gc.source())
        .evidence(evidence);
  }

  private static String suggestion(GcActivity gc) {
    return gc.longestFull()
        ? "Avoid the full GCs (see the full-gc finding): they cause the longest pauses."
        : "Set a pause goal the collector can aim for (-XX:MaxGCPauseMillis with G1),"
            + " reduce what survives young collections, or switch to ZGC (-XX:+UseZGC),"
            + " whose pauses stay under a millisecond.";
  }

  private static List<Evidence> evidence(GcActivity gc, boolean percentiles) {
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(Evidence.of("longest pause", Quantity.millis(gc.maxPauseMs())));
    if (!gc.longest().isEmpty()) {
      evidence.add(Evidence.text("longest pause type", gc.longest()));
    }
    if (percentiles) {
      evidence.add(Evidence.of("p99 pause", Quantity.millis(gc.p99Ms())));
      evidence.add(Evidence.of("p90 pause", Quantity.millis(gc.p90Ms())));
      evidence.add(Evidence.of("median pause", Quantity.millis(gc.p50Ms())));
    }
    evidence.add(Evidence.of("pauses", Quantity.count(gc.pauseCount())));
    if (!gc.collector().isEmpty()) {
      evidence.add(Evidence.text("collector", gc.collector()));
    }
    return evidence;
  }
}
