package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.findings.Rule;
import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.gc.GcPause;
import dev.perfkit.analyzers.gc.PauseStats;
import java.util.List;
import java.util.Locale;

/**
 * Long GC pauses: the longest pause and the 99th percentile, which is what the slowest requests of
 * a service meet when a pause lands on them.
 */
public final class LongGcPauseRule implements Rule {

  /** A longest pause under this is not worth a finding; at this length the score is 25. */
  static final double MIN_MS = 50;

  /** A longest pause this long scores 75 (a warning); the score grows with its logarithm. */
  static final double WARNING_MS = 500;

  @Override
  public String id() {
    return "long-gc-pause";
  }

  @Override
  public String title() {
    return "Long GC pause";
  }

  @Override
  public List<Input<?>> requires() {
    return List.of(GcInputs.GC_LOG);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    GcLog log = inputs.require(GcInputs.GC_LOG);
    if (log.pauses().maxMs() < MIN_MS || log.longestPauses().isEmpty()) {
      return List.of();
    }
    return List.of(finding(log, log.longestPauses().get(0)));
  }

  /** 25 at 50 ms, 75 at 500 ms, 100 from about 1.6 s. */
  static int score(double maxMs) {
    return LogarithmicScore.of(maxMs, MIN_MS, WARNING_MS);
  }

  private Finding finding(GcLog log, GcPause longest) {
    PauseStats pauses = log.pauses();
    String summary =
        String.format(
            Locale.ROOT,
            "The longest GC pause took %s (GC(%d) %s, at %.1f s); the 99th percentile was %s over"
                + " %s pauses.",
            Numbers.millis(longest.durationMs()),
            longest.gcId(),
            describe(longest),
            longest.atSeconds(),
            Numbers.millis(pauses.p99Ms()),
            Numbers.count(pauses.count()));
    return new Finding(
        id(),
        score(pauses.maxMs()),
        summary,
        "Every request in flight during a pause waits for it to end, so the longest pauses"
            + " show up directly in the tail latency (p99, p99.9) of a service.",
        longest.full()
            ? "Avoid the full GCs (see the gc-overhead finding): they cause the longest pauses."
            : "Set a pause goal the collector can aim for (-XX:MaxGCPauseMillis with G1), reduce"
                + " what survives young collections, or switch to ZGC (-XX:+UseZGC), whose pauses"
                + " stay under a millisecond.",
        List.of(
            Evidence.of("longest pause", Numbers.millis(pauses.maxMs())),
            Evidence.of("longest pause type", describe(longest)),
            Evidence.of("p99 pause", Numbers.millis(pauses.p99Ms())),
            Evidence.of("p90 pause", Numbers.millis(pauses.p90Ms())),
            Evidence.of("median pause", Numbers.millis(pauses.p50Ms())),
            Evidence.of("pauses", Numbers.count(pauses.count())),
            Evidence.of("collector", log.collector().isEmpty() ? "unknown" : log.collector())));
  }

  private static String describe(GcPause pause) {
    return "Pause " + pause.type() + (pause.cause().isEmpty() ? "" : " (" + pause.cause() + ")");
  }
}
