package dev.perfkit.analyzers.rules;

import static dev.perfkit.analyzers.rules.SyntheticLogs.gc;
import static dev.perfkit.analyzers.rules.SyntheticLogs.pauses;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Severity;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.gc.GcPause;
import java.util.List;
import org.junit.jupiter.api.Test;

class LongGcPauseRuleTest {

  private static final GcPause FULL =
      new GcPause(42, "Full", "Allocation Failure", 12.34, 500, 60L << 20, 20L << 20, 64L << 20);
  private static final GcPause YOUNG =
      new GcPause(43, "Young (Normal)", "G1 Evacuation Pause", 13.0, 49, -1, -1, -1);

  private final LongGcPauseRule rule = new LongGcPauseRule();

  @Test
  void reportsTheLongestPauseAndTheP99() {
    List<Finding> findings =
        evaluate(gc(60, pauses(30, 900, 500, 120), List.of(), List.of(FULL, YOUNG)));

    assertEquals(1, findings.size());
    Finding finding = findings.get(0);
    assertEquals(75, finding.score());
    assertEquals(Severity.WARNING, finding.severity());
    assertEquals(
        "The longest GC pause took 500 ms (Pause Full (Allocation Failure), GC(42), at 12.3 s); the"
            + " 99th percentile was 120 ms over 30 pauses.",
        finding.summary());
    assertEquals(
        List.of(
            "longest pause: 500 ms",
            "longest pause type: Pause Full (Allocation Failure), GC(42), at 12.3 s",
            "p99 pause: 120 ms",
            "p90 pause: 20.0 ms",
            "median pause: 5.0 ms",
            "pauses: 30",
            "collector: G1"),
        EvidenceLines.of(finding));
    assertEquals("long-gc-pause", finding.key());
    assertEquals("GC log", finding.source());
  }

  @Test
  void pausesUnderFiftyMillisecondsGiveNoFinding() {
    assertEquals(List.of(), evaluate(gc(60, pauses(1, 49, 49, 49), List.of(), List.of(YOUNG))));
    assertEquals(25, LongGcPauseRule.score(50));
    assertEquals(75, LongGcPauseRule.score(500));
    assertEquals(100, LongGcPauseRule.score(5000));
  }

  private List<Finding> evaluate(GcLog log) {
    AnalysisInputs inputs = new AnalysisInputs().with(GcInputs.GC_LOG, log);
    RuleInputs.add(inputs);
    return rule.evaluate(inputs);
  }
}
