package dev.perfkit.analyzers.model;

import dev.perfkit.analyzers.format.Numbers;

/**
 * A number with its unit: what findings and metrics carry instead of pre-formatted text. Its {@link
 * #text()} is the one place such a number becomes words.
 */
public record Quantity(double value, Unit unit) {

  public static Quantity of(double value, Unit unit) {
    return new Quantity(value, unit);
  }

  public static Quantity count(long value) {
    return new Quantity(value, Unit.COUNT);
  }

  public static Quantity bytes(long value) {
    return new Quantity(value, Unit.BYTES);
  }

  public static Quantity millis(double value) {
    return new Quantity(value, Unit.MILLISECONDS);
  }

  public static Quantity fraction(double share) {
    return new Quantity(share, Unit.FRACTION);
  }

  /**
   * The number as the terminal and reports show it: {@code 1.5 MiB}, {@code 32%}, {@code 4.1 ms},
   * {@code 1.052x}.
   */
  public String text() {
    return switch (unit) {
      case COUNT -> Numbers.count(Math.round(value));
      case BYTES -> Numbers.bytes(Math.round(value));
      case BYTES_PER_SECOND -> Numbers.bytes(Math.round(value)) + "/s";
      case BYTES_PER_REQUEST -> Numbers.bytes(Math.round(value)) + " per request";
      case NANOSECONDS -> Numbers.millis(value / 1e6);
      case MILLISECONDS -> Numbers.millis(value);
      case SECONDS -> Numbers.seconds(value);
      case MILLISECONDS_PER_REQUEST -> Numbers.millis(value) + " per request";
      case REQUESTS_PER_SECOND -> Numbers.rate(value) + " requests/s";
      case PER_SECOND -> Numbers.tenths(value) + "/s";
      case THREADS -> Numbers.fixed(value, 2) + " threads";
      case FRACTION -> Numbers.percent(value);
      case RATIO -> Numbers.fixed(value, 3) + "x";
    };
  }

  /**
   * The quantity read as a change, without its sign: a change of a share in percentage points
   * ({@code 4.50 pp}), any other in the unit's own words ({@code 1.2 ms}).
   */
  public String changeText() {
    return unit == Unit.FRACTION
        ? Numbers.points(value)
        : new Quantity(Math.abs(value), unit).text();
  }

  /** The quantity read as a change, with its sign: {@code +1.2 ms}, {@code -4.50 pp}. */
  public String signedChangeText() {
    return Numbers.sign(value) + changeText();
  }
}
