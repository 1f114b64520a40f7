package dev.perfkit.analyzers.compilation;

/** Converts the log's {@code stamp='12.345'} (seconds, three decimals) to exact milliseconds. */
final class Stamps {

  private Stamps() {}

  static long millis(String stamp) {
    int dot = stamp.indexOf('.');
    try {
      if (dot < 0) {
        return Long.parseLong(stamp) * 1000;
      }
      String fraction = (stamp.substring(dot + 1) + "000").substring(0, 3);
      return Long.parseLong(stamp.substring(0, dot)) * 1000 + Long.parseLong(fraction);
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
