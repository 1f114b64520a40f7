package dev.perfkit.analyzers.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.summary.metrics.MetricKind;
import org.junit.jupiter.api.Test;

/**
 * Which metrics are judged in the load-dependent family (Holm's correction: SignificanceRuleTest).
 */
class LoadDependentChecksTest {

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
}
