package dev.perfkit.server;

/**
 * Decodes a chunked request body for the optimized reader in two passes: {@link #scan} validates
 * the framing and measures it without copying, {@link #decode} then copies the data into one
 * exactly sized array.
 */
final class ChunkedBody {
  /** What {@link #scan} returns while the body is still arriving. */
  static final long INCOMPLETE = -1;

  private ChunkedBody() {}

  /**
   * Validates the chunks starting at {@code pos}.
   *
   * @return {@link #INCOMPLETE}, or the end index (high 32 bits) and decoded size (low 32 bits)
   */
  static long scan(byte[] data, int pos, int length) throws HttpStatusException {
    int total = 0;
    while (true) {
      int lineEnd = AsciiBytes.indexOfCrlf(data, pos, length);
      if (lineEnd < 0) {
        return awaitSizeLine(length - pos, length);
      }
      int size = chunkSize(data, pos, lineEnd, total);
      pos = lineEnd + 2;
      if (size == 0) {
        return skipTrailers(data, pos, length, total);
      }
      if (length - pos < size + 2) {
        HttpLimits.needMoreBytes(length);
        return INCOMPLETE;
      }
      if (data[pos + size] != '\r' || data[pos + size + 1] != '\n') {
        throw HttpLimits.malformed("chunk data not followed by CRLF");
      }
      total += size;
      pos += size + 2;
    }
  }

  /** Copies the data of the chunks {@link #scan} validated into an array of {@code size}. */
  static byte[] decode(byte[] data, int pos, int size) {
    byte[] body = new byte[size];
    int filled = 0;
    while (filled < size) {
      int lineEnd = AsciiBytes.indexOfCrlf(data, pos, data.length);
      int chunk = (int) parseHex(data, pos, sizeEnd(data, pos, lineEnd));
      System.arraycopy(data, lineEnd + 2, body, filled, chunk);
      filled += chunk;
      pos = lineEnd + 2 + chunk + 2;
    }
    return body;
  }

  private static long awaitSizeLine(int pending, int length) throws HttpStatusException {
    if (pending > HttpLimits.MAX_CHUNK_LINE_BYTES) {
      throw malformedSize();
    }
    HttpLimits.needMoreBytes(length);
    return INCOMPLETE;
  }

  private static int chunkSize(byte[] data, int start, int lineEnd, int total)
      throws HttpStatusException {
    if (lineEnd - start > HttpLimits.MAX_CHUNK_LINE_BYTES) {
      throw malformedSize();
    }
    int from = AsciiBytes.trimStart(data, start, lineEnd);
    int to = AsciiBytes.trimEnd(data, from, sizeEnd(data, from, lineEnd));
    if (to == from || to - from > 8) {
      throw malformedSize();
    }
    long size = parseHex(data, from, to);
    if (size < 0) {
      throw malformedSize();
    }
    if (total + size > HttpLimits.MAX_BODY_BYTES) {
      throw HttpLimits.bodyTooLarge();
    }
    return (int) size;
  }

  /** Where the size ends: at a chunk extension's {@code ;} or at the line end. */
  private static int sizeEnd(byte[] data, int from, int lineEnd) {
    int semicolon = AsciiBytes.indexOf(data, (byte) ';', from, lineEnd);
    return semicolon < 0 ? lineEnd : semicolon;
  }

  /** The value of the hex digits in {@code [from, to)}, ignoring surrounding blanks, or -1. */
  private static long parseHex(byte[] data, int from, int to) {
    from = AsciiBytes.trimStart(data, from, to);
    to = AsciiBytes.trimEnd(data, from, to);
    long value = 0;
    for (int i = from; i < to; i++) {
      int digit = Character.digit(data[i] & 0xff, 16);
      if (digit < 0) {
        return -1;
      }
      value = value * 16 + digit;
    }
    return value;
  }

  private static long skipTrailers(byte[] data, int pos, int length, int total)
      throws HttpStatusException {
    while (true) {
      int lineEnd = AsciiBytes.indexOfCrlf(data, pos, length);
      if (lineEnd < 0) {
        HttpLimits.needMoreBytes(length);
        return INCOMPLETE;
      }
      if (lineEnd - pos > HttpLimits.MAX_HEAD_BYTES) {
        throw HttpLimits.headTooLarge();
      }
      boolean blank = lineEnd == pos;
      pos = lineEnd + 2;
      if (blank) {
        return ((long) pos << 32) | total;
      }
    }
  }

  private static HttpStatusException malformedSize() {
    return HttpLimits.malformed("malformed chunk size");
  }
}
