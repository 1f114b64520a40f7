package dev.perfkit.analyzers.rules;

import static dev.perfkit.analyzers.rules.SyntheticLogs.gc;
import static dev.perfkit.analyzers.rules.SyntheticLogs.pauses;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.findings.AnalysisInputs;
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
    List<Finding> findings = evaluate(rule, log);

    assertEquals(List.of(90), findings.stream().map(Finding::score).toList());
    assertEquals(
        "The application was paused for GC 12% of the time: 1,200 ms in 30 pauses over 10.0 s.",
        findings.get(0).summary());
    assertEquals(
        List.of(
            "pause share of the run: 12%",
            "total pause time: 1,200 ms",
            "pauses: 30",
            "longest pause: 250 ms",
            "run time: 10.0 s",
            "collector: G1",
            "most pause time: Young (Normal) (G1 Evacuation Pause): 28 pauses, 800 ms"),
        EvidenceLines.of(findings.get(0)));
    assertEquals("gc-overhead", findings.get(0).key());
    Finding full = evaluate(new FullGcRule(), log).get(0);
    assertEquals(75, full.score());
    assertEquals(
        "2 full GCs stopped the application for 400 ms in total (Allocation Failure x2).",
        full.summary());
  }

  @Test
  void explicitFullCollectionsSuggestDisablingSystemGc() {
    PauseGroup explicit = new PauseGroup("Full", "System.gc()", 1, 30, 30);
    Finding finding =
        evaluate(new FullGcRule(), gc(100, pauses(1, 30, 30, 30), List.of(explicit), List.of()))
            .get(0);
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
    assertEquals(List.of(), evaluate(rule, log));
    assertEquals(List.of(), evaluate(new FullGcRule(), log));
    assertEquals(23, GcOverheadRule.shareScore(0.03));
    assertEquals(75, GcOverheadRule.shareScore(0.10));
    assertEquals(100, GcOverheadRule.shareScore(0.5));
    assertEquals(50, FullGcRule.score(1, 0));
    assertEquals(100, FullGcRule.score(6, 0.05));
    assertEquals(63, FullGcRule.score(1, 0.025));
  }

  private static List<Finding> evaluate(dev.perfkit.analyzers.findings.Rule rule, GcLog log) {
    AnalysisInputs inputs = new AnalysisInputs().with(GcInputs.GC_LOG, log);
    RuleInputs.add(inputs);
    return rule.evaluate(inputs);
  }
}
