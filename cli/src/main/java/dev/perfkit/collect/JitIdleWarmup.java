package dev.perfkit.collect;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.collect.TargetCpuClock.Reading;
import dev.perfkit.load.LoadListener;
import dev.perfkit.load.LoadProgress;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Ends a held warm-up once its planned length is over and the target's JIT compilers have been idle
 * for the last {@link #QUIET_SECONDS} seconds (under {@link #QUIET_PER_SECOND} of CPU each), or
 * when it has lasted {@link #MAX_EXTRA} past its planned length (past the load's start for a
 * warm-up counted in requests). On a busy machine C2 can compile for many seconds into a load, and
 * until it is done requests run slower code: measured then, the cost per request says more about
 * the JIT's backlog than about the code.
 *
 * <p>Quiet seconds count only once the load has sent {@link #C2_INVOCATIONS} requests to each
 * target: between C1's first compilations and C2's there is a lull, and at a low rate it outlasts
 * the quiet seconds (docs/history-changes.md: at 1,000 requests/s, 22 of 64 runs ended their
 * warm-up in it and then compiled for 0.28-0.45 s inside a 3 s window).
 */
final class JitIdleWarmup implements LoadListener {

  static final Duration QUIET_PER_SECOND = Duration.ofMillis(50);
  static final int QUIET_SECONDS = 2;
  static final Duration MAX_EXTRA = Duration.ofSeconds(60);

  /**
   * The requests after which a method run once a request has been invoked as often as HotSpot's
   * {@code Tier4InvocationThreshold} (5,000) asks before C2 compiles it: the bundled server's
   * request loop reached C2 after about 5,500 requests at 1,000 requests/s.
   */
  static final long C2_INVOCATIONS = 5_000;

  private final LoadListener next;
  private final Function<LoadProgress, Reading> cpuTime;
  private final Duration plannedWarmup;
  private final int targets;
  private final Consumer<String> endWarmup;
  private Reading last;
  private long lastRequests;
  private int quietSeconds;
  private boolean ended;

  /**
   * @param next the listener that shows the progress
   * @param cpuTime the target's CPU time at a progress report
   * @param plannedWarmup the warm-up's planned length, zero when it is counted in requests or none
   * @param targets how many targets the load's requests are shared among (a duet's two)
   * @param endWarmup ends the warm-up, given why in words for run.json's notes
   */
  JitIdleWarmup(
      LoadListener next,
      Function<LoadProgress, Reading> cpuTime,
      Duration plannedWarmup,
      int targets,
      Consumer<String> endWarmup) {
    this.next = next;
    this.cpuTime = cpuTime;
    this.plannedWarmup = plannedWarmup;
    this.targets = targets;
    this.endWarmup = endWarmup;
  }

  @Override
  public void onProgress(LoadProgress progress) {
    if (!ended && progress.phase().equals(LoadResults.SecondSample.WARMUP)) {
      watch(progress);
    }
    next.onProgress(progress);
  }

  private void watch(LoadProgress progress) {
    Duration elapsed = progress.elapsed();
    Reading now = cpuTime.apply(progress);
    if (now == null) {
      end("the target's CPU time could not be read (has it ended?): the warm-up ended as planned");
      return;
    }
    if (now.compiler() == null) {
      end("the JIT's activity is unknown here: the warm-up ended as planned");
      return;
    }
    // A second counts as quiet only when it began past the C2 threshold: the lull before C2's
    // first compilations is no sign of a settled JIT.
    boolean quiet =
        last != null
            && lastRequests / targets >= C2_INVOCATIONS
            && now.compiler().minus(last.compiler()).compareTo(QUIET_PER_SECOND) < 0;
    quietSeconds = quiet ? quietSeconds + 1 : 0;
    last = now;
    lastRequests = progress.ok() + progress.ko();
    boolean plannedOver = elapsed.compareTo(plannedWarmup) >= 0;
    if (quietSeconds >= QUIET_SECONDS && plannedOver) {
      end(
          "the warm-up lasted until the JIT compilers had been idle for "
              + QUIET_SECONDS
              + " s: "
              + (elapsed.toMillis() + 500) / 1000
              + " s of load");
    } else if (elapsed.compareTo(plannedWarmup.plus(MAX_EXTRA)) >= 0) {
      end(
          lastRequests / targets < C2_INVOCATIONS
              ? String.format(
                  Locale.ROOT,
                  "%s been sent %,d requests %d s after the planned warm-up, fewer than the %,d"
                      + " that bring code run once a request to C2: measured anyway",
                  targets == 1 ? "the target had" : "each target had",
                  lastRequests / targets,
                  MAX_EXTRA.toSeconds(),
                  C2_INVOCATIONS)
              : "the JIT compilers were still busy "
                  + MAX_EXTRA.toSeconds()
                  + " s after the planned warm-up: measured anyway");
    }
  }

  private void end(String why) {
    ended = true;
    endWarmup.accept(why);
  }
}
