package dev.perfkit.analyzers.load;

import dev.perfkit.analyzers.load.LoadResults.SecondSample;
import java.util.List;
import java.util.Optional;

/**
 * The first seconds of a load, where the server study found a cold server's failures: requests due
 * at the arrival rate while the JVM starts and its JIT has compiled nothing yet. The warm-up
 * success rate is counted over them, and the report's per-second charts mark them, so that both
 * speak of the same seconds. They are the load's first seconds whatever its phases: a {@code
 * --warmup} phase is the warm-up this window looks at, not a reason to skip it.
 *
 * @param seconds how many seconds the window holds
 * @param requests the requests completed in them (OK or KO)
 * @param ok the OK ones
 * @param ko the failed ones
 */
public record WarmupWindow(int seconds, long requests, long ok, long ko) {

  /**
   * The window's length: the optimized server escapes its cold start in 2-3 s under the demo's load
   * (docs/demo.md), so 3 seconds hold both sides' cold start and little of the warm run after it.
   */
  public static final int SECONDS = 3;

  /**
   * The window of {@code results}; empty when the load did not run through all its seconds (a
   * window cut short would count a different cold start) or sent nothing in them.
   */
  public static Optional<WarmupWindow> of(LoadResults results) {
    List<SecondSample> window =
        results.perSecond().stream().filter(s -> s.second() < SECONDS).toList();
    // The window is whole only when the load went on past it: its last second was not cut short.
    boolean whole = results.perSecond().stream().anyMatch(s -> s.second() >= SECONDS);
    long requests = window.stream().mapToLong(SecondSample::requests).sum();
    if (!whole || window.size() < SECONDS || requests == 0) {
      return Optional.empty();
    }
    long ok = window.stream().mapToLong(SecondSample::ok).sum();
    long ko = window.stream().mapToLong(SecondSample::ko).sum();
    return Optional.of(new WarmupWindow(SECONDS, requests, ok, ko));
  }

  /** OK / all requests of the window, as the study reported it. */
  public double successRate() {
    return (double) ok / requests;
  }
}
