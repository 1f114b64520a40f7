package dev.perfkit.analyzers.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * R's values, written in: {@code qt(0.975, df)}, {@code t.test(x)$conf.int} and {@code var(x)} (the
 * quantile at 7.5 degrees of freedom by mpmath, inverting the t distribution's regularized
 * incomplete beta).
 */
class StudentTTest {

  @Test
  void theQuantilesAreRs() {
    assertEquals(12.7062047, StudentT.quantile(1, 0.95), 1e-6);
    assertEquals(3.1824463, StudentT.quantile(3, 0.95), 1e-6);
    assertEquals(2.0422725, StudentT.quantile(30, 0.95), 1e-6);
    assertEquals(2.0002978, StudentT.quantile(60, 0.95), 1e-6);
    assertEquals(1.9623391, StudentT.quantile(1000, 0.95), 1e-6);
    // Welch's degrees of freedom are seldom whole.
    assertEquals(2.3330396, StudentT.quantile(7.5, 0.95), 1e-6);
  }

  @Test
  void theHalfWidthIsRsTTests() {
    // t.test(c(1, 2, 3, 4))$conf.int: 0.4457397 4.5542603, around the mean 2.5
    assertEquals(2.0542603, StudentT.halfWidth(new double[] {1, 2, 3, 4}, 0.95), 1e-6);
  }

  @Test
  void oneValueHasNoInterval() {
    assertThrows(IllegalArgumentException.class, () -> StudentT.halfWidth(new double[] {5}, 0.95));
  }
}
