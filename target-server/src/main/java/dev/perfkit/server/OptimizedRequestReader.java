package dev.perfkit.server;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The optimized request reader: the same rules as {@link LegacyRequestReader}, split into small
 * methods (each well under HotSpot's 325-byte inlining limit, the common body-less case first),
 * scanning header lines in place with no per-line allocation. {@code RequestReaderSizeTest} keeps
 * every method small.
 */
final class OptimizedRequestReader implements RequestReader {
  private static final byte[] GET = bytes("GET");
  private static final byte[] POST = bytes("POST");
  private static final byte[] HTTP_11 = bytes("HTTP/1.1");
  private static final byte[] HTTP_10 = bytes("HTTP/1.0");
  private static final byte[] CONTENT_LENGTH = bytes("content-length");
  private static final byte[] TRANSFER_ENCODING = bytes("transfer-encoding");
  private static final byte[] CONNECTION = bytes("connection");
  private static final byte[] CHUNKED = bytes("chunked");
  private static final byte[] CLOSE = bytes("close");
  private static final byte[] KEEP_ALIVE = bytes("keep-alive");

  /** What the head said, as offsets into the input; one small object per request. */
  private static final class Head {
    String method;
    int targetStart;
    int targetEnd;
    boolean http10;
    boolean close;
    boolean keepAlive;
    int lengthStart = -1;
    int lengthEnd;
    int codingStart = -1;
    int codingEnd;

    boolean hasBody() {
      return lengthStart >= 0 || codingStart >= 0;
    }
  }

  @Override
  public HttpRequest read(byte[] data, int length) throws HttpStatusException {
    int headEnd = AsciiBytes.indexOfBlankLine(data, length);
    if (headEnd < 0) {
      return awaitHead(length);
    }
    if (headEnd + 4 > HttpLimits.MAX_HEAD_BYTES) {
      throw HttpLimits.headTooLarge();
    }
    Head head = parseHead(data, headEnd);
    int bodyStart = headEnd + 4;
    if (!head.hasBody()) {
      return request(data, head, HttpRequest.NO_BODY, bodyStart);
    }
    if (head.codingStart >= 0) {
      return readChunked(data, length, head, bodyStart);
    }
    return readFixedLength(data, length, head, bodyStart);
  }

  private static HttpRequest awaitHead(int length) throws HttpStatusException {
    if (length > HttpLimits.MAX_HEAD_BYTES) {
      throw HttpLimits.headTooLarge();
    }
    return null;
  }

  private static Head parseHead(byte[] data, int headEnd) throws HttpStatusException {
    Head head = new Head();
    int lineEnd = AsciiBytes.indexOfCrlf(data, 0, headEnd + 2);
    parseRequestLine(data, lineEnd, head);
    for (int pos = lineEnd + 2; pos < headEnd + 2; pos = lineEnd + 2) {
      lineEnd = AsciiBytes.indexOfCrlf(data, pos, headEnd + 2);
      parseHeaderLine(data, pos, lineEnd, head);
    }
    return head;
  }

  private static void parseRequestLine(byte[] data, int end, Head head) throws HttpStatusException {
    int methodEnd = AsciiBytes.indexOf(data, (byte) ' ', 0, end);
    int targetEnd = methodEnd < 0 ? -1 : AsciiBytes.indexOf(data, (byte) ' ', methodEnd + 1, end);
    if (methodEnd <= 0 || targetEnd < 0 || !isToken(data, 0, methodEnd)) {
      throw malformedRequestLine();
    }
    if (!isOriginForm(data, methodEnd + 1, targetEnd)) {
      throw malformedRequestLine();
    }
    head.method = method(data, methodEnd);
    head.targetStart = methodEnd + 1;
    head.targetEnd = targetEnd;
    head.http10 = isHttp10(data, targetEnd + 1, end);
  }

  private static String method(byte[] data, int end) {
    if (AsciiBytes.equalsExactly(data, 0, end, GET)) {
      return "GET";
    }
    if (AsciiBytes.equalsExactly(data, 0, end, POST)) {
      return "POST";
    }
    return new String(data, 0, end, StandardCharsets.ISO_8859_1);
  }

  private static boolean isOriginForm(byte[] data, int from, int to) {
    if (to == from || data[from] != '/') {
      return false;
    }
    for (int i = from; i < to; i++) {
      int c = data[i] & 0xff;
      if (c <= 32 || c >= 127) {
        return false;
      }
    }
    return true;
  }

  private static boolean isHttp10(byte[] data, int from, int to) throws HttpStatusException {
    if (AsciiBytes.equalsExactly(data, from, to, HTTP_11)) {
      return false;
    }
    if (AsciiBytes.equalsExactly(data, from, to, HTTP_10)) {
      return true;
    }
    throw malformedRequestLine();
  }

  private static void parseHeaderLine(byte[] data, int start, int end, Head head)
      throws HttpStatusException {
    int colon = AsciiBytes.indexOf(data, (byte) ':', start, end);
    if (colon <= start || !isToken(data, start, colon) || !isFieldValue(data, colon + 1, end)) {
      throw HttpLimits.malformed("malformed header line");
    }
    int valueStart = AsciiBytes.trimStart(data, colon + 1, end);
    int valueEnd = AsciiBytes.trimEnd(data, valueStart, end);
    if (AsciiBytes.equalsIgnoreCase(data, start, colon, CONTENT_LENGTH)) {
      contentLength(data, valueStart, valueEnd, head);
    } else if (AsciiBytes.equalsIgnoreCase(data, start, colon, TRANSFER_ENCODING)) {
      transferEncoding(valueStart, valueEnd, head);
    } else if (AsciiBytes.equalsIgnoreCase(data, start, colon, CONNECTION)) {
      connectionOptions(data, valueStart, valueEnd, head);
    }
  }

  private static void contentLength(byte[] data, int start, int end, Head head)
      throws HttpStatusException {
    boolean conflicting =
        head.lengthStart >= 0
            && !Arrays.equals(data, head.lengthStart, head.lengthEnd, data, start, end);
    if (conflicting) {
      throw HttpLimits.malformed("conflicting content-length headers");
    }
    head.lengthStart = start;
    head.lengthEnd = end;
  }

  private static void transferEncoding(int start, int end, Head head) throws HttpStatusException {
    if (head.codingStart >= 0) {
      throw HttpLimits.malformed("repeated transfer-encoding header");
    }
    head.codingStart = start;
    head.codingEnd = end;
  }

  private static void connectionOptions(byte[] data, int start, int end, Head head) {
    for (int from = start; from <= end; ) {
      int comma = AsciiBytes.indexOf(data, (byte) ',', from, end);
      int to = comma < 0 ? end : comma;
      int tokenStart = AsciiBytes.trimStart(data, from, to);
      int tokenEnd = AsciiBytes.trimEnd(data, tokenStart, to);
      head.close |= AsciiBytes.equalsIgnoreCase(data, tokenStart, tokenEnd, CLOSE);
      head.keepAlive |= AsciiBytes.equalsIgnoreCase(data, tokenStart, tokenEnd, KEEP_ALIVE);
      from = to + 1;
    }
  }

  private static HttpRequest readFixedLength(byte[] data, int length, Head head, int bodyStart)
      throws HttpStatusException {
    long declared = parseContentLength(data, head.lengthStart, head.lengthEnd);
    if (declared > HttpLimits.MAX_BODY_BYTES) {
      throw HttpLimits.bodyTooLarge();
    }
    if (length - bodyStart < declared) {
      return HttpLimits.needMoreBytes(length);
    }
    int end = bodyStart + (int) declared;
    return request(data, head, Arrays.copyOfRange(data, bodyStart, end), end);
  }

  private static long parseContentLength(byte[] data, int from, int to) throws HttpStatusException {
    if (to == from || to - from > 18) {
      throw HttpLimits.malformed("malformed content-length");
    }
    long value = 0;
    for (int i = from; i < to; i++) {
      if (data[i] < '0' || data[i] > '9') {
        throw HttpLimits.malformed("malformed content-length");
      }
      value = value * 10 + (data[i] - '0');
    }
    return value;
  }

  private static HttpRequest readChunked(byte[] data, int length, Head head, int bodyStart)
      throws HttpStatusException {
    if (head.lengthStart >= 0) {
      throw HttpLimits.malformed("both transfer-encoding and content-length");
    }
    if (!AsciiBytes.equalsIgnoreCase(data, head.codingStart, head.codingEnd, CHUNKED)) {
      throw new HttpStatusException(501, "unsupported transfer-encoding");
    }
    long scanned = ChunkedBody.scan(data, bodyStart, length);
    if (scanned == ChunkedBody.INCOMPLETE) {
      return null;
    }
    byte[] body = ChunkedBody.decode(data, bodyStart, (int) scanned);
    return request(data, head, body, (int) (scanned >>> 32));
  }

  private static HttpRequest request(byte[] data, Head head, byte[] body, int consumed) {
    int question = AsciiBytes.indexOf(data, (byte) '?', head.targetStart, head.targetEnd);
    int pathEnd = question < 0 ? head.targetEnd : question;
    String path =
        new String(data, head.targetStart, pathEnd - head.targetStart, StandardCharsets.ISO_8859_1);
    String query =
        question < 0
            ? null
            : new String(
                data, question + 1, head.targetEnd - question - 1, StandardCharsets.ISO_8859_1);
    boolean keepAlive = !head.close && (head.keepAlive || !head.http10);
    return new HttpRequest(head.method, path, query, head.http10, keepAlive, body, consumed);
  }

  private static boolean isToken(byte[] data, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!HttpLimits.isTokenChar(data[i] & 0xff)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isFieldValue(byte[] data, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!HttpLimits.isFieldValueChar(data[i] & 0xff)) {
        return false;
      }
    }
    return true;
  }

  private static HttpStatusException malformedRequestLine() {
    return HttpLimits.malformed("malformed request line");
  }

  private static byte[] bytes(String ascii) {
    return ascii.getBytes(StandardCharsets.US_ASCII);
  }
}
