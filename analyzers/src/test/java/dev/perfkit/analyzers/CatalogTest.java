package dev.perfkit.analyzers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.RuleEngine;
import dev.perfkit.analyzers.findings.RuleOutcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class CatalogTest {

  private static final String GC = "GC pauses (a GC log or JFR GC events)";
  private static final String JIT =
      "JIT compilations (a compilation log or JFR compilation events)";

  @Test
  void everyRuleWithoutItsInputsIsNotApplicableAndNamesWhatIsMissing() {
    List<RuleOutcome> outcomes = new RuleEngine(Catalog.rules()).run(new AnalysisInputs());
    assertEquals(
        List.of(
            new RuleOutcome(
                "slow-warmup", "Slow warm-up", false, List.of("load results"), List.of()),
            new RuleOutcome(
                "jit-busy",
                "JIT still compiling in the measured window",
                false,
                List.of("load results", "compilation log"),
                List.of()),
            new RuleOutcome(
                "interpreted-hot-code",
                "Hot code still interpreted",
                false,
                List.of("CPU profile"),
                List.of()),
            new RuleOutcome(
                "inlining-failure", "Hot call site not inlined", false, List.of(JIT), List.of()),
            new RuleOutcome(
                "long-compilation", "Long JIT compilation", false, List.of(JIT), List.of()),
            new RuleOutcome("gc-overhead", "GC overhead", false, List.of(GC), List.of()),
            new RuleOutcome("full-gc", "Full GC", false, List.of(GC), List.of()),
            new RuleOutcome(
                "growing-live-set", "Growing live set", false, List.of("GC log"), List.of()),
            new RuleOutcome("long-gc-pause", "Long GC pause", false, List.of(GC), List.of()),
            new RuleOutcome(
                "hot-allocation-site",
                "Hot allocation site",
                false,
                List.of("allocation profile"),
                List.of()),
            new RuleOutcome(
                "dominant-frame", "Dominant frame", false, List.of("CPU profile"), List.of()),
            new RuleOutcome(
                "hot-cpu-subtree", "Hot CPU subtree", false, List.of("CPU profile"), List.of()),
            new RuleOutcome(
                "hot-allocation-subtree",
                "Hot allocation subtree",
                false,
                List.of("allocation profile"),
                List.of()),
            new RuleOutcome(
                "lock-contention", "Lock contention", false, List.of("lock profile"), List.of())),
        outcomes);
  }
}
