package dev.perfkit.analyzers.gate;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** What the gate concluded about one check. */
public enum Verdict {
  /** No significant regression beyond the budget. */
  PASS,
  /** A significant change for the worse, beyond the budget. */
  REGRESSION,
  /** Too few observations, or missing on one side: no judgement either way. */
  INCONCLUSIVE,
  /** A significant change for the better. */
  IMPROVED;

  /**
   * The word tables show: {@code pass}, {@code REGRESSION}, {@code inconclusive}, {@code improved}.
   */
  public String word() {
    return this == REGRESSION ? "REGRESSION" : jsonName();
  }

  @JsonValue
  public String jsonName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
