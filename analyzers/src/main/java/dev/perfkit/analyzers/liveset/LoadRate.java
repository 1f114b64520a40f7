package dev.perfkit.analyzers.liveset;

import dev.perfkit.analyzers.load.LoadResults;
import java.time.Duration;

/** The load's mean request rate over its whole time, warm-up included, as the GC log saw it. */
public final class LoadRate {

  private LoadRate() {}

  /**
   * Every request sent, warm-up included, over the load's time from start to end (or its count of
   * seconds when the times are unknown): the rate the live set's pauses ran under. 0 when unknown.
   */
  public static double requestsPerSecond(LoadResults load) {
    long requests = load.perSecond().stream().mapToLong(s -> s.requests()).sum();
    double seconds =
        load.start() != null && load.end() != null
            ? Duration.between(load.start(), load.end()).toNanos() / 1e9
            : load.perSecond().size();
    return seconds > 0 ? requests / seconds : 0;
  }
}
