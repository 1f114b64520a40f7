package dev.perfkit.analyzers.summary.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.summary.Metric.Interval;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class IntervalsTest {

  /**
   * A p99 of a few milliseconds a second with one stalled second of 5 s, as an unseen server gave:
   * the plain t-interval reads "-39 ms to 1,102 ms", a latency no request can have.
   */
  @Test
  void aTIntervalOfValuesThatCannotBeNegativeStopsAtZero() {
    double[] p99 = new double[19];
    Arrays.fill(p99, 4);
    p99[12] = 4_987;
    Interval interval = Intervals.tInterval(p99, "per-second p99s").interval();
    assertEquals(0, interval.low());
    // The high end is the plain t-interval's: mean + t(0.975, 18) * s / sqrt(19).
    double mean = (18 * 4 + 4_987) / 19.0;
    assertEquals(mean + 2.100922 * 1143.2 / Math.sqrt(19), interval.high(), 0.5);
    assertTrue(interval.method().endsWith(", cut at 0"), interval.method());
  }

  @Test
  void anIntervalAboveZeroIsLeftAsItIs() {
    Interval interval = Intervals.tInterval(new double[] {10, 12, 14}, "seconds").interval();
    assertEquals(12 - 4.302653 * 2 / Math.sqrt(3), interval.low(), 1e-4);
    assertTrue(!interval.method().contains("cut"), interval.method());
  }
}
