package dev.perfkit.analyzers.gc;

/** Converts the log's sizes ({@code 512K}, {@code 64M}, {@code 2G}) to bytes. */
final class HeapSize {

  private HeapSize() {}

  /**
   * Before, after and capacity in bytes from {@code 45M->42M(64M)}; null when the text is not a
   * heap transition at all.
   *
   * @throws NumberFormatException when it is one but a size does not parse
   */
  static long[] transition(String text) {
    int arrow = text.indexOf("->");
    int paren = text.indexOf('(', arrow + 2);
    if (arrow <= 0 || paren < 0 || !text.endsWith(")")) {
      return null;
    }
    return new long[] {
      size(text.substring(0, arrow)),
      size(text.substring(arrow + 2, paren)),
      size(text.substring(paren + 1, text.length() - 1))
    };
  }

  /** {@code 64M} in bytes. */
  static long size(String text) {
    if (text.length() < 2) {
      throw new NumberFormatException("no size in '" + text + "'");
    }
    return bytes(text.substring(0, text.length() - 1), text.substring(text.length() - 1));
  }

  /**
   * {@code 64} {@code M} in bytes.
   *
   * @throws NumberFormatException when the unit is unknown or the size does not fit in a long
   */
  static long bytes(String number, String unit) {
    long value = Long.parseLong(number);
    int shift =
        switch (unit) {
          case "B" -> 0;
          case "K" -> 10;
          case "M" -> 20;
          case "G" -> 30;
          case "T" -> 40;
          default -> throw new NumberFormatException("unknown size unit " + unit);
        };
    if (value > Long.MAX_VALUE >> shift) {
      throw new NumberFormatException("size too large: " + number + unit);
    }
    return value << shift;
  }
}
