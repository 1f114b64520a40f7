package dev.perfkit.analyzers.findings;

/** How much a finding matters, derived from its 0-100 score (thresholds as in JMC's rules). */
public enum Severity {
  OK,
  INFO,
  WARNING;

  /** Scores below 25 are OK, below 75 INFO, and 75 or more WARNING. */
  public static Severity fromScore(int score) {
    if (score >= 75) {
      return WARNING;
    }
    return score >= 25 ? INFO : OK;
  }
}
