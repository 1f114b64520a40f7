package dev.perfkit.analyzers.history.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** E-Divisive on series whose shifts are known, computed apart by plain sums. */
class EDivisiveTest {

  /** 100, 101, 102, 100, ... before {@code at}, the same plus {@code step} from it on. */
  private static double[] step(int length, int at, double step) {
    return IntStream.range(0, length)
        .mapToDouble(i -> 100 + i % 3 + (i >= at ? step : 0))
        .toArray();
  }

  private static double mean(double[] x, int from, int to) {
    return Arrays.stream(x, from, to).average().orElseThrow();
  }

  @Test
  void oneStepIsFoundWhereItIsWithItsMeans() {
    double[] x = step(40, 22, 10);
    List<EDivisive.Split> found = EDivisive.OTAVA.changePoints(x);
    assertEquals(List.of(22), found.stream().map(EDivisive.Split::index).toList());
    Shift shift = found.getFirst().shift();
    assertEquals(22, shift.before());
    assertEquals(18, shift.after());
    assertEquals(mean(x, 0, 22), shift.meanBefore(), 1e-12);
    assertEquals(mean(x, 22, 40), shift.meanAfter(), 1e-12);
    assertEquals(shift.meanAfter() / shift.meanBefore() - 1, shift.relative(), 1e-12);
    assertTrue(shift.p() < 1e-20, "p " + shift.p());
    assertTrue(shift.relativeLow() < shift.relative() && shift.relative() < shift.relativeHigh());
  }

  @Test
  void twoStepsInALongSeriesAreFoundAcrossItsWindows() {
    double[] x = step(150, 60, 10);
    for (int i = 110; i < x.length; i++) {
      x[i] -= 15;
    }
    assertEquals(
        List.of(60, 110),
        EDivisive.OTAVA.changePoints(x).stream().map(EDivisive.Split::index).toList());
  }

  @Test
  void aFlatSeriesHasNone() {
    assertEquals(List.of(), EDivisive.OTAVA.changePoints(step(60, 60, 0)));
    assertEquals(List.of(), EDivisive.OTAVA.changePoints(new double[30]));
  }

  @Test
  void aShiftWithinTheNoiseIsNotAChangePoint() {
    // The step is a quarter of the values' own spread of 0 to 2.
    assertEquals(List.of(), EDivisive.OTAVA.changePoints(step(30, 15, 0.25)));
  }

  @Test
  void seriesTooShortToSplitHaveNone() {
    assertEquals(List.of(), EDivisive.OTAVA.changePoints(new double[0]));
    assertEquals(List.of(), EDivisive.OTAVA.changePoints(new double[] {1}));
    assertEquals(List.of(), EDivisive.OTAVA.changePoints(new double[] {1, 2}));
  }

  @Test
  void aSmallestMagnitudeDropsSmallerChanges() {
    double[] x = step(40, 20, 3);
    assertEquals(1, EDivisive.OTAVA.changePoints(x).size());
    assertEquals(List.of(), new EDivisive(50, 0.001, 0.05).changePoints(x));
  }

  @Test
  void optionsOutsideTheirRangeAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> new EDivisive(1, 0.001, 0));
    assertThrows(IllegalArgumentException.class, () -> new EDivisive(50, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new EDivisive(50, 1, 0));
  }
}
