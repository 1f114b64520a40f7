package dev.perfkit.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TargetTurnsTest {

  @Test
  void oneTargetGetsEveryTicketInOrder() {
    for (long ticket = 0; ticket < 1000; ticket++) {
      assertEquals(0, TargetTurns.target(ticket, 1));
      assertEquals(ticket, TargetTurns.sequence(ticket, 1));
    }
  }

  @Test
  void eachTurnGivesEveryTargetOneTicketItsNextInSequence() {
    for (int targets = 2; targets <= 3; targets++) {
      for (long turn = 0; turn < 10_000; turn++) {
        Set<Integer> served = new HashSet<>();
        for (long ticket = turn * targets; ticket < (turn + 1) * targets; ticket++) {
          served.add(TargetTurns.target(ticket, targets));
          assertEquals(turn, TargetTurns.sequence(ticket, targets));
        }
        assertEquals(targets, served.size(), "turn " + turn + " of " + targets + " targets");
      }
    }
  }

  @Test
  void eachOfTwoTargetsIsFirstInHalfTheTurnsOfAnyStretch() {
    // A fixed order made one place cost more; a rotation that drifted would do it for a stretch.
    // In every 100 turns in a row (2 tickets each) of the first 200,000, each side leads 48-52.
    int turns = 200_000;
    int window = 100;
    int zeroFirst = 0;
    for (int turn = 0; turn < turns; turn++) {
      zeroFirst += TargetTurns.target(2L * turn, 2) == 0 ? 1 : 0;
      if (turn >= window) {
        zeroFirst -= TargetTurns.target(2L * (turn - window), 2) == 0 ? 1 : 0;
      }
      if (turn >= window - 1) {
        assertTrue(
            Math.abs(zeroFirst - window / 2) <= 2,
            "turns " + (turn - window + 1) + " to " + turn + ": " + zeroFirst + " led by 0");
      }
    }
  }

  @Test
  void theOrderIsNeitherFixedNorAStrictAlternation() {
    int changes = 0;
    for (long turn = 1; turn <= 1000; turn++) {
      if (TargetTurns.target(2 * turn, 2) != TargetTurns.target(2 * (turn - 1), 2)) {
        changes++;
      }
    }
    // The golden ratio's steps change the leader in 2 x 0.382 of the turns: 764 of 1000.
    assertTrue(changes > 700 && changes < 830, changes + " changes of leader in 1000 turns");
  }
}
