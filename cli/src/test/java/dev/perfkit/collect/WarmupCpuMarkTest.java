package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.collect.TargetCpuClock.Reading;
import dev.perfkit.load.LoadProgress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The CPU time after the warm-up: read as the last warm-up second closes, counted from the next.
 */
class WarmupCpuMarkTest {

  private final List<LoadProgress> shown = new ArrayList<>();

  @Test
  void countsFromTheSecondAfterTheLastWarmUpSecond() {
    WarmupCpuMark mark = mark(100, 300); // read at the end of each warm-up second only
    report(mark, "warmup", "warmup", "measured", "measured");
    RunRecord.CpuWindow window = mark.since(reading(1600));
    assertEquals(2, window.fromSecond());
    assertEquals(1.3, window.seconds(), 1e-9, "1600 ms at the end less 300 ms after second 1");
    assertEquals(0.65, window.compilerSeconds(), 1e-9, "half of each reading is the JIT's");
    assertEquals(4, shown.size(), "every second still reaches the display");
  }

  @Test
  void noWarmUpOrNoEndOfItGivesNoWindow() {
    WarmupCpuMark none = mark(100, 200);
    report(none, "measured", "measured");
    assertNull(none.since(reading(300)));
    WarmupCpuMark endless = mark(100, 200);
    report(endless, "warmup", "warmup");
    assertNull(endless.since(reading(300)));
  }

  @Test
  void aMissingReadingGivesNoWindow() {
    WarmupCpuMark mark = new WarmupCpuMark(shown::add, progress -> null);
    report(mark, "warmup", "measured");
    assertNull(mark.since(reading(300)));
    assertNull(mark(100).since(null));
  }

  private WarmupCpuMark mark(long... cpuMillis) {
    Iterator<Long> readings = java.util.Arrays.stream(cpuMillis).iterator();
    return new WarmupCpuMark(shown::add, progress -> reading(readings.next()));
  }

  private static Reading reading(long cpuMillis) {
    return new Reading(Duration.ofMillis(cpuMillis), Duration.ofMillis(cpuMillis / 2));
  }

  private static void report(WarmupCpuMark mark, String... phases) {
    for (String phase : phases) {
      mark.onProgress(new LoadProgress(phase, Duration.ZERO, null, 0, 0, 0, 0));
    }
  }
}
