package dev.perfkit.analyzers.compare;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** What a metric's change amounts to, judged against both runs' noise (docs/compare.md). */
public enum Verdict {
  /** Moved in the metric's better direction by more than the noise. */
  BETTER,
  /** Moved in the metric's worse direction by more than the noise. */
  WORSE,
  /**
   * Not significant, or moved by less than the noise of two single runs: no change that can be told
   * from chance.
   */
  WITHIN_NOISE,
  /**
   * The runs could not have shown a significant change whatever they were: too few a side for the
   * test to reach its level (the words say how many it needs).
   */
  INCONCLUSIVE,
  /** A side has no interval, so the noise cannot be judged: never a win or a loss. */
  NO_SPREAD,
  /**
   * A load-dependent metric of two runs under different load models (an open arrival rate against
   * closed connections, or two rates): the numbers measure the load as much as the target, so their
   * change is no result either way.
   */
  NOT_COMPARABLE,
  /** Only the baseline has the metric. */
  ONLY_BASELINE,
  /** Only the candidate has the metric. */
  ONLY_CANDIDATE;

  /** The name in JSON: {@code within-noise}. */
  @JsonValue
  public String jsonName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The name for people: {@code within noise}. */
  public String text() {
    return name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }
}
