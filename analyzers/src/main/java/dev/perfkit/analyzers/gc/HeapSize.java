package dev.perfkit.analyzers.gc;

/** Converts the log's sizes ({@code 512K}, {@code 64M}, {@code 2G}) to bytes. */
final class HeapSize {

  private HeapSize() {}

  static long bytes(String number, String unit) {
    long value = Long.parseLong(number);
    return switch (unit) {
      case "B" -> value;
      case "K" -> value << 10;
      case "M" -> value << 20;
      case "G" -> value << 30;
      case "T" -> value << 40;
      default -> throw new NumberFormatException("unknown size unit " + unit);
    };
  }
}
