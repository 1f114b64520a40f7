package dev.perfkit.analyzers.gate;

import java.util.Locale;
import java.util.Map;

/**
 * Converts an absolute budget into the unit of the metric it bounds: {@code 2 ms} for a metric in
 * {@code ms/request} or {@code ns/op}, {@code 64 KiB} for {@code bytes/request}, {@code 0.5pp}
 * (percentage points) for a fraction. A budget's unit may leave out the metric's per-what.
 */
final class BudgetUnits {

  /** Each unit's family and its size in the family's smallest unit. */
  private static final Map<String, Scale> SCALES =
      Map.ofEntries(
          Map.entry("ns", new Scale("time", 1)),
          Map.entry("us", new Scale("time", 1e3)),
          Map.entry("µs", new Scale("time", 1e3)),
          Map.entry("ms", new Scale("time", 1e6)),
          Map.entry("s", new Scale("time", 1e9)),
          Map.entry("min", new Scale("time", 60e9)),
          Map.entry("b", new Scale("bytes", 1)),
          Map.entry("bytes", new Scale("bytes", 1)),
          Map.entry("kib", new Scale("bytes", 1024)),
          Map.entry("mib", new Scale("bytes", 1024 * 1024)),
          Map.entry("gib", new Scale("bytes", 1024 * 1024 * 1024)),
          Map.entry("fraction", new Scale("fraction", 1)),
          Map.entry("pp", new Scale("fraction", 0.01)));

  private BudgetUnits() {}

  /** Whether {@code unit} is one a budget may be written in (any unit of a known family). */
  static boolean known(String unit) {
    return SCALES.containsKey(numerator(unit));
  }

  /**
   * {@code amount} of {@code from} expressed in {@code to}.
   *
   * @throws IllegalArgumentException when the two do not measure the same thing
   */
  static double convert(double amount, String from, String to) {
    String fromTop = numerator(from);
    String toTop = numerator(to);
    String fromPer = per(from);
    if (!fromPer.isEmpty() && !fromPer.equals(per(to))) {
      throw mismatch(from, to);
    }
    if (fromTop.equals(toTop)) {
      return amount;
    }
    Scale fromScale = SCALES.get(fromTop);
    Scale toScale = SCALES.get(toTop);
    if (fromScale == null || toScale == null || !fromScale.family().equals(toScale.family())) {
      throw mismatch(from, to);
    }
    return amount * fromScale.size() / toScale.size();
  }

  private static IllegalArgumentException mismatch(String from, String to) {
    return new IllegalArgumentException("a budget in " + from + " cannot bound a metric in " + to);
  }

  private static String numerator(String unit) {
    int slash = unit.indexOf('/');
    return (slash < 0 ? unit : unit.substring(0, slash)).toLowerCase(Locale.ROOT);
  }

  private static String per(String unit) {
    int slash = unit.indexOf('/');
    return slash < 0 ? "" : unit.substring(slash + 1).toLowerCase(Locale.ROOT);
  }

  private record Scale(String family, double size) {}
}
