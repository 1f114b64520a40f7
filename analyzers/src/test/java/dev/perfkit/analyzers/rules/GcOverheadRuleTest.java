package dev.perfkit.analyzers.rules;

import static dev.perfkit.analyzers.rules.SyntheticLogs.gc;
import static dev.perfkit.analyzers.rules.SyntheticLogs.pauses;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.gc.PauseGroup;
import java.util.List;
import org.junit.jupiter.api.Test;

class GcOverheadRuleTest {

  private static final PauseGroup YOUNG =
      new PauseGroup("Young (Normal)", "G1 Evacuation Pause", 28, 800, 90);
  private static final PauseGroup FULL = new PauseGroup("Full", "Allocation Failure", 2, 400, 250);

  private final GcOverheadRule rule = new GcOverheadRule();

  @Test
  void reportsThePauseShareAndTheFullCollections() {
    GcLog log = gc(10, pauses(30, 1200, 250, 200), List.of(YOUNG, FULL), List.of());
    List<Finding> findings = evaluate(log);

    assertEquals(List.of(90, 75), findings.stream().map(Finding::score).toList());
    assertEquals(
        "The application was paused for GC 12% of the time: 1,200 ms in 30 pauses over 10.0 s.",
        findings.get(0).summary());
    assertEquals(
        List.of(
            Evidence.of("pause share", "12%"),
            Evidence.of("total pause time", "1,200 ms"),
            Evidence.of("pauses", "30"),
            Evidence.of("run time", "10,000 ms"),
            Evidence.of("collector", "G1"),
            Evidence.of(
                "most pause time", "Young (Normal) (G1 Evacuation Pause): 28 pauses, 800 ms")),
        findings.get(0).evidence());
    assertEquals(
        "2 full GCs stopped the application for 400 ms in total (Allocation Failure x2).",
        findings.get(1).summary());
  }

  @Test
  void explicitFullCollectionsSuggestDisablingSystemGc() {
    PauseGroup explicit = new PauseGroup("Full", "System.gc()", 1, 30, 30);
    Finding finding = evaluate(gc(100, pauses(1, 30, 30, 30), List.of(explicit), List.of())).get(0);
    assertEquals(50, finding.score());
    assertEquals(
        "1 full GC stopped the application for 30.0 ms in total (System.gc() x1).",
        finding.summary());
    assertEquals(
        "Remove the explicit System.gc() calls, or add -XX:+DisableExplicitGC.",
        finding.suggestion());
  }

  @Test
  void aSmallPauseShareWithoutFullCollectionsGivesNoFinding() {
    GcLog log = gc(10, pauses(28, 300, 90, 80), List.of(YOUNG), List.of());
    assertEquals(List.of(), evaluate(log));
    assertEquals(23, GcOverheadRule.shareScore(0.03));
    assertEquals(75, GcOverheadRule.shareScore(0.10));
    assertEquals(100, GcOverheadRule.shareScore(0.5));
    assertEquals(50, GcOverheadRule.fullGcScore(1, 0));
    assertEquals(100, GcOverheadRule.fullGcScore(6, 0.05));
    assertEquals(63, GcOverheadRule.fullGcScore(1, 0.025));
  }

  private List<Finding> evaluate(GcLog log) {
    return rule.evaluate(new AnalysisInputs().with(GcInputs.GC_LOG, log));
  }
}
