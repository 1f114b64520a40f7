package dev.perfkit.server;

import java.nio.charset.StandardCharsets;

/**
 * Finds an HTTP/1.1 request head that asks for {@code Expect: 100-continue} while its body has not
 * arrived, so that the server can invite the body (curl waits a second for this before sending
 * anything over 1 KiB). Shared by both variants: it is protocol, not a bottleneck under study.
 */
final class ExpectContinue {
  /** The interim response; it is not counted as a response written. */
  static final byte[] INTERIM = ascii("HTTP/1.1 100 Continue\r\n\r\n");

  private static final byte[] HTTP_11 = ascii("HTTP/1.1");
  private static final byte[] EXPECT = ascii("expect");
  private static final byte[] CONTINUE = ascii("100-continue");

  private ExpectContinue() {}

  /** Whether {@code data[0, length)} holds a complete HTTP/1.1 head with the expectation. */
  static boolean requested(byte[] data, int length) {
    int headEnd = AsciiBytes.indexOfBlankLine(data, length);
    if (headEnd < 0) {
      return false;
    }
    int lineEnd = AsciiBytes.indexOfCrlf(data, 0, headEnd + 2);
    if (lineEnd < HTTP_11.length
        || !AsciiBytes.equalsExactly(data, lineEnd - HTTP_11.length, lineEnd, HTTP_11)) {
      return false;
    }
    for (int pos = lineEnd + 2; pos < headEnd + 2; pos = lineEnd + 2) {
      lineEnd = AsciiBytes.indexOfCrlf(data, pos, headEnd + 2);
      if (expectsContinue(data, pos, lineEnd)) {
        return true;
      }
    }
    return false;
  }

  private static boolean expectsContinue(byte[] data, int start, int end) {
    int colon = AsciiBytes.indexOf(data, (byte) ':', start, end);
    if (colon <= start || !AsciiBytes.equalsIgnoreCase(data, start, colon, EXPECT)) {
      return false;
    }
    int valueStart = AsciiBytes.trimStart(data, colon + 1, end);
    int valueEnd = AsciiBytes.trimEnd(data, valueStart, end);
    return AsciiBytes.equalsIgnoreCase(data, valueStart, valueEnd, CONTINUE);
  }

  private static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.US_ASCII);
  }
}
