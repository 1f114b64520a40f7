package dev.perfkit.analyzers.rules;

/**
 * A score for a measurement that matters by orders of magnitude (a pause, a compile time): 25 (an
 * info) at the least value worth a finding, 75 (a warning) at the warning value, growing with the
 * logarithm in between and beyond, clamped to 0..100.
 */
final class LogarithmicScore {

  private LogarithmicScore() {}

  static int of(double value, double infoAt, double warningAt) {
    double perDecade = 50 / Math.log10(warningAt / infoAt);
    return Math.clamp(Math.round(25 + perDecade * Math.log10(value / infoAt)), 0, 100);
  }
}
