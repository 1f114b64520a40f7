package dev.perfkit.analyzers.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The warm-up window: the load's first 3 seconds, counted only when the load ran past them. */
class WarmupWindowTest {

  private static final double[] P99 = {90, 80, 10, 2, 2, 2};

  @Test
  void countsTheFirstThreeSecondsOnly() {
    LoadResults load =
        LoadResultsFixtures.withSeries(
            new long[] {500, 600, 1000, 6000, 6000, 6000}, P99, new long[] {500, 450, 50, 3, 0, 0});
    WarmupWindow window = WarmupWindow.of(load).orElseThrow();
    assertEquals(3, window.seconds());
    assertEquals(2100, window.requests());
    assertEquals(1100, window.ok());
    assertEquals(1000, window.ko());
    assertEquals(1100.0 / 2100, window.successRate(), 1e-12);
  }

  @Test
  void aLoadThatEndedInsideTheWindowHasNone() {
    LoadResults load =
        LoadResultsFixtures.withSeries(
            new long[] {500, 600, 1000}, new double[] {9, 9, 9}, new long[] {500, 0, 0});
    assertTrue(WarmupWindow.of(load).isEmpty());
  }
}
