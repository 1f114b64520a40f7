package dev.perfkit.analyzers.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.logs.PlainCounts;
import java.util.Arrays;

/**
 * The check of a GC log's pauses against a plain scan of its pause lines, shared by the tests on
 * logs of the JDK the tests run on and on those a JDK 17 wrote.
 */
final class GcLogChecks {

  private GcLogChecks() {}

  /** Pause count, total, max and p99 equal those of the pause lines; the groups hold them all. */
  static void pausesMatchAPlainScan(String text, GcLog log) {
    double[] plain = PlainCounts.pauseDurations(text);
    assertTrue(plain.length > 0, "the workload caused pauses");
    assertEquals(plain.length, log.pauses().count());
    assertEquals(Arrays.stream(plain).sum(), log.pauses().totalMs(), 1e-6);
    assertEquals(Arrays.stream(plain).max().orElseThrow(), log.pauses().maxMs());
    Arrays.sort(plain);
    assertEquals(plain[(int) Math.ceil(plain.length * 0.99) - 1], log.pauses().p99Ms());
    assertEquals(
        log.pauseGroups().stream().mapToLong(PauseGroup::count).sum(), log.pauses().count());
  }
}
