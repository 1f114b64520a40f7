package dev.perfkit.analyzers.format;

import java.util.List;

/**
 * One scale for several numbers of one unit, so that a row reads {@code 158.9 [155.1, 162.3] MiB/s}
 * rather than each number in its own unit: bytes (and bytes per second or per request) in binary
 * units chosen by the reference number's size, a share ({@code fraction}) as a percentage, any
 * other unit as it is.
 *
 * @param divisor what each number is divided by
 * @param unit the unit the divided numbers are in, as shown
 */
public record Scale(double divisor, String unit) {

  private static final List<String> BINARY = List.of("B", "KiB", "MiB", "GiB", "TiB");

  /**
   * The scale for numbers in {@code unit} (as summary.json or JMH name it) near {@code reference}.
   */
  public static Scale of(String unit, double reference) {
    if (unit.equals("fraction")) {
      return new Scale(0.01, "%");
    }
    if (unit.equals("bytes") || unit.startsWith("bytes/")) {
      return bytes(unit.substring("bytes".length()), Math.abs(reference));
    }
    return new Scale(1, unit);
  }

  private static Scale bytes(String per, double reference) {
    int step = 0;
    double divisor = 1;
    while (reference / divisor >= 1024 && step < BINARY.size() - 1) {
      divisor *= 1024;
      step++;
    }
    return new Scale(divisor, BINARY.get(step) + per);
  }

  /** {@code value} on this scale, without the unit: {@code 158.9}, {@code 35,422}. */
  public String number(double value) {
    return Numbers.decimal(value / divisor);
  }

  /** {@code value} on this scale with its sign: {@code +1.2}, {@code -0.5}. */
  public String signed(double value) {
    return Numbers.sign(value) + number(Math.abs(value));
  }

  /**
   * The unit a change on this scale is in: percentage points for a share, which is not a percentage
   * of it.
   */
  public String changeUnit() {
    return unit.equals("%") ? "pp" : unit;
  }
}
