package dev.perfkit.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.LoadResults.SecondSample;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A set's per-second series: the median over the runs that reached each second, and its range. */
class SetLoadSeriesTest {

  private static LoadResults run(long... okPerSecond) {
    List<SecondSample> seconds =
        java.util.stream.IntStream.range(0, okPerSecond.length)
            .mapToObj(s -> new SecondSample(s, "measured", okPerSecond[s], okPerSecond[s], 0, 1, 2))
            .toList();
    long ok = Arrays.stream(okPerSecond).sum();
    return new LoadResults(
        1, "hello", "closed", 4, 0, null, null, true, ok, ok, 0, null, null, seconds, null);
  }

  @Test
  void eachSecondIsTheMedianOfTheRunsThatReachedItWithTheirLowestAndHighest() {
    Map<String, Object> series =
        SetLoadSeries.of(List.of(run(10, 40, 70), run(20, 10, 90), run(30, 20), run(90, 30)));
    assertEquals(List.of(0, 1, 2), series.get("second"));
    // Second 0: 10, 20, 30, 90 -> 25; second 2: only two runs reached it, 70 and 90 -> 80.
    assertEquals(List.of(25.0, 25.0, 80.0), series.get("ok"));
    assertEquals(List.of(10.0, 10.0, 70.0), series.get("okLow"));
    assertEquals(List.of(90.0, 40.0, 90.0), series.get("okHigh"));
    assertEquals(4, series.get("runs"));
  }

  @Test
  void anOddNumberOfRunsHasItsMiddleRunAsTheMedian() {
    Map<String, Object> series = SetLoadSeries.of(List.of(run(5), run(100), run(7)));
    assertEquals(List.of(7.0), series.get("ok"));
  }
}
