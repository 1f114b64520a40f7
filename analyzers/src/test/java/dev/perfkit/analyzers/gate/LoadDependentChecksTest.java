package dev.perfkit.analyzers.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.summary.Metric.Better;
import dev.perfkit.analyzers.summary.metrics.MetricKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Holm's correction over the load-dependent checks; the per-request checks stay on their own. */
class LoadDependentChecksTest {

  @Test
  void familyPValuesAreHolmsAsRGivesThem() {
    // R: p.adjust(c(0.001, 0.04, 0.03, 0.008), method = "holm") = 0.004 0.06 0.06 0.024
    List<MetricCheck> corrected =
        LoadDependentChecks.correct(
            List.of(
                worse("cpu-time-per-request", 0.01),
                worse("latency-p99", 0.001),
                worse("throughput", 0.04),
                worse("alloc-rate", 0.03),
                worse("gc-pause-max", 0.008)));
    assertNull(corrected.get(0).familyPValue(), "judged on its own, at 0.05");
    assertEquals(Verdict.REGRESSION, corrected.get(0).verdict());
    assertEquals(0.004, corrected.get(1).familyPValue(), 1e-12);
    assertEquals(0.06, corrected.get(2).familyPValue(), 1e-12);
    assertEquals(0.06, corrected.get(3).familyPValue(), 1e-12);
    assertEquals(0.024, corrected.get(4).familyPValue(), 1e-12);
    assertEquals(Verdict.REGRESSION, corrected.get(1).verdict(), "0.004 < the family's 0.01");
    assertEquals(Verdict.PASS, corrected.get(2).verdict());
    assertEquals("beyond budget but not significant (Holm p >= 0.01)", corrected.get(2).note());
    assertEquals(0.04, corrected.get(2).pValue(), 1e-12, "its own p is kept");
    assertEquals(Verdict.PASS, corrected.get(4).verdict());
    assertEquals(
        "p < 0.01 alone, not among 4 load-dependent checks (Holm)", corrected.get(4).note());
  }

  @Test
  void anAdjustedPValueNeverExceedsOne() {
    List<MetricCheck> corrected =
        LoadDependentChecks.correct(List.of(worse("latency-p50", 0.6), worse("latency-max", 0.7)));
    assertEquals(1.0, corrected.get(0).familyPValue());
    assertEquals(1.0, corrected.get(1).familyPValue());
  }

  @Test
  void perRequestChecksAndCpuSharesAreJudgedAlone() {
    assertFalse(LoadDependentChecks.inFamily("cpu-time-per-request"));
    assertFalse(LoadDependentChecks.inFamily("alloc-bytes-per-request"));
    assertFalse(LoadDependentChecks.inFamily("cpu-share:app.Codec.parse"));
    assertTrue(LoadDependentChecks.inFamily("throughput"));
    assertTrue(LoadDependentChecks.inFamily("gc-pause-max"));
  }

  @Test
  void onlyWhatTheCatalogDeclaresLoadDependentJoinsTheFamily() {
    assertFalse(LoadDependentChecks.inFamily("requests-in-flight"), "an id the catalog has not");
    assertFalse(LoadDependentChecks.inFamily("dev.perfkit.bench.ParseBench.parse"));
    for (MetricKind kind : MetricKind.values()) {
      String id = kind.perMethod() ? kind.id() + "app.Codec.parse" : kind.id();
      assertEquals(kind.loadDependent(), LoadDependentChecks.inFamily(id), id);
    }
  }

  @Test
  void aCheckTheCatalogDoesNotDeclareLoadDependentKeepsItsOwnP() {
    List<MetricCheck> corrected =
        LoadDependentChecks.correct(
            List.of(worse("requests-in-flight", 0.001), worse("latency-p99", 0.001)));
    assertNull(corrected.get(0).familyPValue(), "judged on its own");
    assertEquals(Verdict.REGRESSION, corrected.get(0).verdict());
    assertEquals(0.001, corrected.get(1).familyPValue(), 1e-12, "alone in the family: m = 1");
  }

  /** A check whose candidate is 20% worse than a budget of 5% allows, with p-value {@code p}. */
  private static MetricCheck worse(String id, double p) {
    SampleSummary side = SampleSummary.of(new double[] {100, 100, 100, 100});
    return new MetricCheck(
        id,
        "ms",
        Better.LOWER,
        side,
        side,
        new Shift(20, 10, 30, 0.95, "test"),
        p,
        null,
        Budget.parse("5%"),
        5.0,
        p < CheckJudge.ALPHA ? Verdict.REGRESSION : Verdict.PASS,
        "");
  }
}
