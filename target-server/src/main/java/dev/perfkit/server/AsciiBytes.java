package dev.perfkit.server;

/**
 * Scans over raw request bytes without making strings, for the optimized reader: each method is a
 * few lines so that the JIT inlines them into their callers.
 */
final class AsciiBytes {
  private AsciiBytes() {}

  /** The index of the first {@code b} in {@code data[from, to)}, or -1. */
  static int indexOf(byte[] data, byte b, int from, int to) {
    for (int i = from; i < to; i++) {
      if (data[i] == b) {
        return i;
      }
    }
    return -1;
  }

  /** The index of the first CRLF starting in {@code data[from, to - 1)}, or -1. */
  static int indexOfCrlf(byte[] data, int from, int to) {
    for (int i = from; i + 1 < to; i++) {
      if (data[i] == '\r' && data[i + 1] == '\n') {
        return i;
      }
    }
    return -1;
  }

  /** The index of the first CRLF CRLF in {@code data[0, length)}, or -1. */
  static int indexOfBlankLine(byte[] data, int length) {
    for (int i = indexOfCrlf(data, 0, length); i >= 0; i = indexOfCrlf(data, i + 2, length)) {
      if (i + 3 < length && data[i + 2] == '\r' && data[i + 3] == '\n') {
        return i;
      }
    }
    return -1;
  }

  /** The first index in {@code [from, to)} past leading whitespace and control bytes. */
  static int trimStart(byte[] data, int from, int to) {
    while (from < to && (data[from] & 0xff) <= ' ') {
      from++;
    }
    return from;
  }

  /** The end index of {@code [from, to)} without trailing whitespace and control bytes. */
  static int trimEnd(byte[] data, int from, int to) {
    while (to > from && (data[to - 1] & 0xff) <= ' ') {
      to--;
    }
    return to;
  }

  /** Whether {@code data[from, to)} equals the lower-case ASCII {@code lower}, ignoring case. */
  static boolean equalsIgnoreCase(byte[] data, int from, int to, byte[] lower) {
    if (to - from != lower.length) {
      return false;
    }
    for (int i = 0; i < lower.length; i++) {
      if (toLower(data[from + i]) != lower[i]) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code data[from, to)} equals {@code expected} exactly. */
  static boolean equalsExactly(byte[] data, int from, int to, byte[] expected) {
    return java.util.Arrays.equals(data, from, to, expected, 0, expected.length);
  }

  static byte toLower(byte b) {
    return b >= 'A' && b <= 'Z' ? (byte) (b + 32) : b;
  }
}
