package dev.perfkit.analyzers.stacks;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Byte searches eight bytes at a time (SWAR: a long read from the array, then bit arithmetic that
 * flags the bytes equal to a separator), so scanning a line costs a fraction of a byte-by-byte
 * loop.
 */
final class ByteScan {

  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGHS = 0x8080808080808080L;
  private static final long SEMICOLONS = ONES * ';';
  private static final long NEWLINES = ONES * '\n';

  private ByteScan() {}

  /** The index of the first {@code ;} or {@code \n} in {@code buf[from, end)}, or {@code end}. */
  static int nextSeparator(byte[] buf, int from, int end) {
    int i = from;
    for (; i + Long.BYTES <= end; i += Long.BYTES) {
      long word = (long) LONGS.get(buf, i);
      long match = zeroBytes(word ^ SEMICOLONS) | zeroBytes(word ^ NEWLINES);
      if (match != 0) {
        // The lowest flagged byte is exact; false flags can only sit above a true one.
        return i + (Long.numberOfTrailingZeros(match) >>> 3);
      }
    }
    while (i < end && buf[i] != ';' && buf[i] != '\n') {
      i++;
    }
    return i;
  }

  /** Flags (with its high bit) the lowest zero byte of {@code x}, and maybe some above it. */
  private static long zeroBytes(long x) {
    return (x - ONES) & ~x & HIGHS;
  }

  /**
   * A hash of {@code buf[from, to)} from its length and its first and last eight bytes: enough to
   * tell frames apart in practice, and the caller compares the bytes anyway.
   */
  static int hash(byte[] buf, int from, int to) {
    int length = to - from;
    if (length < Long.BYTES) {
      int h = length;
      for (int i = from; i < to; i++) {
        h = 31 * h + buf[i];
      }
      return h ^ (h >>> 16);
    }
    long first = (long) LONGS.get(buf, from);
    long last = (long) LONGS.get(buf, to - Long.BYTES);
    long h = (first * 0x9E3779B97F4A7C15L) ^ (last * 0xC2B2AE3D27D4EB4FL) ^ length;
    return (int) (h ^ (h >>> 32));
  }
}
