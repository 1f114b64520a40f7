package dev.perfkit.analyzers.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SamplingChanceTest {

  @Test
  void allSamplesOnOneOfTwoEqualSidesHalveTheChanceEachTime() {
    assertEquals(1.0 / 32, SamplingChance.allOnOneSide(5, 1000, 1000), 1e-12);
    assertEquals(0.75 * 0.75, SamplingChance.allOnOneSide(2, 3000, 1000), 1e-12);
  }

  @Test
  void oneFrameJudgedAloneNeedsFiveSamplesOfTwoEqualSides() {
    // 0.5^4 = 0.0625 is not below 0.05; 0.5^5 = 0.031 is.
    assertEquals(5, SamplingChance.fewestBeyondChance(1000, 1000, 1));
    assertFalse(SamplingChance.beyondChance(4, 1000, 1000, 1));
    assertTrue(SamplingChance.beyondChance(5, 1000, 1000, 1));
  }

  @Test
  void aHundredFramesJudgedNeedElevenSamplesEach() {
    // 0.05 / 100 = 0.0005: 0.5^10 = 0.00098 is not below it, 0.5^11 = 0.00049 is.
    assertEquals(11, SamplingChance.fewestBeyondChance(1000, 1000, 100));
    assertFalse(SamplingChance.beyondChance(10, 1000, 1000, 100));
    assertTrue(SamplingChance.beyondChance(11, 1000, 1000, 100));
  }

  @Test
  void theLargerSideNeedsMoreSamplesToTellTheSameChance() {
    // q = 0.75: 0.75^10 = 0.056, 0.75^11 = 0.042.
    assertEquals(11, SamplingChance.fewestBeyondChance(3000, 1000, 1));
    // q = 0.25: 0.25^2 = 0.0625, 0.25^3 = 0.016.
    assertEquals(3, SamplingChance.fewestBeyondChance(1000, 3000, 1));
  }

  @Test
  void anEmptySideTellsNothing() {
    assertFalse(SamplingChance.beyondChance(1_000_000, 1000, 0, 1));
    assertEquals(Long.MAX_VALUE, SamplingChance.fewestBeyondChance(1000, 0, 1));
  }
}
