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

  /**
   * At 1,000 requests a second the JIT is quiet in seconds 3 to 6, between C1's work and C2's,
   * which alone would end the warm-up at second 4; the seconds count only from the 5,000th request
   * on, so C2's compile of the request loop in second 7 keeps it going until seconds 8 and 9 are
   * quiet.
   */
  @Test
  void theLullBeforeC2ReachesItsThresholdDoesNotEndIt() {
    JitIdleWarmup watch = watch(Duration.ofSeconds(2), 0, 400, 410, 420, 430, 440, 720, 730, 740);
    for (int second = 1; second <= 9; second++) {
      watch.onProgress(warmup(second, second * 1_000L));
    }
    assertEquals(
        List.of("the warm-up lasted until the JIT compilers had been idle for 2 s: 9 s of load"),
        ended);
  }

  @Test
  void aLoadTooSlowToReachC2SaysSoWhenItGivesUp() {
    JitIdleWarmup watch = watch(Duration.ofSeconds(1), new long[62]);
    for (int second = 1; second <= 61; second++) {
      watch.onProgress(warmup(second, second * 50L));
    }
    assertEquals(
        List.of(
            "the target had been sent 3,050 requests 60 s after the planned warm-up, fewer than"
                + " the 5,000 that bring code run once a request to C2: measured anyway"),
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
            1,
            ended::add);
    unknown.onProgress(warmup(1));
    unknown.onProgress(warmup(2));
    JitIdleWarmup gone =
        new JitIdleWarmup(shown::add, progress -> null, Duration.ZERO, 1, ended::add);
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
        1,
        ended::add);
  }

  /** A second of warm-up at 10,000 requests a second: past the C2 threshold from the first. */
  private static LoadProgress warmup(int second) {
    return warmup(second, second * 10_000L);
  }

  private static LoadProgress warmup(int second, long requests) {
    return new LoadProgress("warmup", Duration.ofSeconds(second), null, 0, requests, 0, 0);
  }
}
