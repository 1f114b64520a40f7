package dev.perfkit.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.collect.TargetCpuClock.Reading;
import dev.perfkit.load.LoadProgress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** When a held warm-up ends: the JIT compilers idle for two seconds in a row, or a minute late. */
class JitIdleWarmupTest {

  private final List<String> ended = new ArrayList<>();
  private final List<LoadProgress> shown = new ArrayList<>();

  @Test
  void endsAfterTwoQuietSecondsInARow() {
    // Compiler CPU in ms at the end of each second: busy, busy, quiet (30 ms), busy, quiet, quiet.
    JitIdleWarmup watch = watch(Duration.ofSeconds(3), 0, 400, 900, 930, 1300, 1310, 1349);
    for (int second = 1; second <= 7; second++) {
      watch.onProgress(warmup(second));
    }
    assertEquals(
        List.of("the warm-up lasted until the JIT compilers had been idle for 2 s: 7 s of load"),
        ended);
    assertEquals(7, shown.size(), "every second still reaches the display");
  }

  @Test
  void givesUpAMinuteAfterThePlannedWarmUp() {
    long[] busy = new long[70];
    Arrays.setAll(busy, second -> second * 500L);
    JitIdleWarmup watch = watch(Duration.ofSeconds(5), busy);
    for (int second = 1; second <= 70; second++) {
      watch.onProgress(warmup(second));
    }
    assertEquals(
        List.of(
            "the JIT compilers were still busy 60 s after the planned warm-up: measured anyway"),
        ended);
  }

  @Test
  void quietSecondsBeforeThePlannedEndDoNotEndIt() {
    JitIdleWarmup watch = watch(Duration.ofSeconds(5), 0, 0, 0, 0, 0, 0);
    for (int second = 1; second <= 6; second++) {
      watch.onProgress(warmup(second));
    }
    assertEquals(
        List.of("the warm-up lasted until the JIT compilers had been idle for 2 s: 5 s of load"),
        ended);
  }

  @Test
  void anUnknownJitOrAnEndedTargetEndsTheWarmUpAsPlanned() {
    JitIdleWarmup unknown =
        new JitIdleWarmup(
            shown::add,
            progress -> new Reading(Duration.ofSeconds(1), null),
            Duration.ZERO,
            ended::add);
    unknown.onProgress(warmup(1));
    unknown.onProgress(warmup(2));
    JitIdleWarmup gone = new JitIdleWarmup(shown::add, progress -> null, Duration.ZERO, ended::add);
    gone.onProgress(warmup(1));
    assertEquals(
        List.of(
            "the JIT's activity is unknown here: the warm-up ended as planned",
            "the target's CPU time could not be read (has it ended?): the warm-up ended as"
                + " planned"),
        ended);
  }

  @Test
  void measuredSecondsAreNotWatched() {
    JitIdleWarmup watch = watch(Duration.ZERO, 0, 0, 0);
    watch.onProgress(new LoadProgress("measured", Duration.ofSeconds(1), null, 0, 0, 0, 0));
    watch.onProgress(new LoadProgress("measured", Duration.ofSeconds(2), null, 0, 0, 0, 0));
    assertEquals(List.of(), ended);
  }

  private JitIdleWarmup watch(Duration planned, long... compilerMillis) {
    Iterator<Long> readings = Arrays.stream(compilerMillis).iterator();
    return new JitIdleWarmup(
        shown::add,
        progress -> new Reading(Duration.ofSeconds(100), Duration.ofMillis(readings.next())),
        planned,
        ended::add);
  }

  private static LoadProgress warmup(int second) {
    return new LoadProgress("warmup", Duration.ofSeconds(second), null, 0, 0, 0, 0);
  }
}
