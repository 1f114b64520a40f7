package dev.perfkit.analyzers.stats;

import java.util.Locale;

/** p-values as perfkit prints them. */
public final class PValues {

  private PValues() {}

  /**
   * A p-value with the precision it deserves: {@code 0.0079}, {@code 0.69}, {@code <0.0001}; three
   * decimals would print 0.00029 as 0.000 and 0.0496, which is below 0.05, as 0.050.
   */
  public static String text(double p) {
    if (p < 0.0001) {
      return "<0.0001";
    }
    return String.format(Locale.ROOT, p < 0.01 ? "%.4f" : "%.3f", p);
  }
}
