package dev.perfkit.load;

import java.time.Duration;

/**
 * How long one phase of load lasts: a duration or a number of requests; {@link #NONE} for a phase
 * that is skipped (no warm-up).
 *
 * @param duration the phase's length, null when it is counted in requests
 * @param requests the number of requests, 0 when the phase is timed
 */
public record LoadPhase(Duration duration, long requests) {

  public static final LoadPhase NONE = new LoadPhase(null, 0);

  public LoadPhase {
    if (duration != null && requests != 0) {
      throw new LoadSetupException("a phase has a duration or a request count, not both");
    }
    if (duration != null && (duration.isNegative() || duration.isZero())) {
      throw new LoadSetupException("a phase's duration must be positive: " + duration);
    }
    if (requests < 0) {
      throw new LoadSetupException("a phase's request count must be positive: " + requests);
    }
  }

  public static LoadPhase ofDuration(Duration duration) {
    return duration.isZero() ? NONE : new LoadPhase(duration, 0);
  }

  public static LoadPhase ofRequests(long requests) {
    return requests == 0 ? NONE : new LoadPhase(null, requests);
  }

  public boolean isNone() {
    return duration == null && requests == 0;
  }

  public boolean byDuration() {
    return duration != null;
  }

  @Override
  public String toString() {
    if (isNone()) {
      return "none";
    }
    return byDuration() ? DurationText.format(duration) : requests + " requests";
  }
}
