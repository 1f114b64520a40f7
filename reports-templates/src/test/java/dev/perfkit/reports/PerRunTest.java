package dev.perfkit.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.model.Unit;
import org.junit.jupiter.api.Test;

/** A page shows a set's value as summary.json does, skewed runs included. */
class PerRunTest {

  /** Four runs' p90 as a real set gave them: one run far off, so the set's metric is the median. */
  @Test
  void skewedRunsShowTheirMedianAsTheMetricDoes() {
    PerRun p90 = new PerRun(new double[] {2.652, 3.2, 4.103, 33.128}, Unit.MILLISECONDS);
    assertEquals((3.2 + 4.103) / 2, p90.setValue(), 1e-12);
    assertEquals(
        p90.text(3.6515) + " (" + p90.text(2.652) + " to 33.1 ms over 4 runs)", p90.text());
  }

  @Test
  void runsCloseTogetherShowTheirMean() {
    PerRun p50 = new PerRun(new double[] {1.0, 1.1, 1.2, 1.3}, Unit.MILLISECONDS);
    assertEquals(1.15, p50.setValue(), 1e-12);
  }
}
