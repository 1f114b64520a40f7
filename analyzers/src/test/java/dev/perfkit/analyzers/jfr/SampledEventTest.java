package dev.perfkit.analyzers.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.stacks.StackEvent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * async-profiler's event setting decides what its execution samples are; only CPU time feeds the
 * CPU profile. (Real 2.x recordings of wall clock and method tracing are read in RealInputsTest.)
 */
class SampledEventTest {

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "''|CPU|CPU profile",
        "cpu|CPU|CPU profile",
        "itimer|CPU|CPU profile",
        "ctimer|CPU|CPU profile",
        "wall|WALL|wall-clock profile",
        "cycles|COUNTED|cycles profile (event counts, not CPU time)",
        "cache-misses|COUNTED|cache-misses profile (event counts, not CPU time)",
        "sched:sched_switch|COUNTED|sched:sched_switch profile (event counts, not CPU time)",
        "java.util.Properties.getProperty|COUNTED|method-trace profile (calls to"
            + " java.util.Properties.getProperty, not CPU time)",
      })
  void theProfilersEventNamesWhatTheSamplesAre(String event, StackEvent kind, String label) {
    SampledEvent sampled = SampledEvent.of(event);
    assertEquals(kind, sampled.kind());
    assertEquals(label, sampled.label());
  }
}
