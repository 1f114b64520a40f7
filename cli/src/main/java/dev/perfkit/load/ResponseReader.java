package dev.perfkit.load;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads HTTP/1.1 responses off one connection and throws their bodies away: status line, the
 * headers that frame the body (Content-Length, chunked Transfer-Encoding, Connection), then the
 * body. Works on its own buffer, without allocating per response, because it runs for every request
 * of the load.
 */
final class ResponseReader {
  private static final int BUFFER_SIZE = 16 * 1024;
  private static final byte[] CONTENT_LENGTH = ascii("content-length");
  private static final byte[] TRANSFER_ENCODING = ascii("transfer-encoding");
  private static final byte[] CONNECTION = ascii("connection");
  private static final byte[] CHUNKED = ascii("chunked");
  private static final byte[] CLOSE = ascii("close");
  private static final byte[] KEEP_ALIVE = ascii("keep-alive");

  private final InputStream in;
  private final byte[] buffer = new byte[BUFFER_SIZE];
  private int position;
  private int limit;
  private boolean responseStarted;
  private boolean keepAlive;
  private long contentLength;
  private boolean chunked;

  ResponseReader(InputStream in) {
    this.in = in;
  }

  /** Reads one whole response and returns its status code; interim 1xx responses are skipped. */
  int read(boolean headRequest) throws IOException {
    startResponse();
    int status;
    do {
      status = readHead();
    } while (status >= 100 && status < 200);
    readBody(headRequest, status);
    return status;
  }

  /** Forgets the last response: from now on, {@link #responseStarted} covers the next one. */
  void startResponse() {
    responseStarted = position < limit;
  }

  /** Whether any byte of the current response arrived. */
  boolean responseStarted() {
    return responseStarted;
  }

  /** Whether the connection can carry the next request, as the last response said. */
  boolean keepAlive() {
    return keepAlive;
  }

  private int readHead() throws IOException {
    int status = readStatusLine();
    contentLength = -1;
    chunked = false;
    int end;
    while ((end = lineEnd()) > position) {
      readHeader(end);
      consumeLine();
    }
    consumeLine();
    return status;
  }

  private int readStatusLine() throws IOException {
    int end = lineEnd();
    if (end - position < 12 || !startsWith(position, "HTTP/1.") || buffer[position + 8] != ' ') {
      throw new IOException("malformed status line from the target");
    }
    keepAlive = buffer[position + 7] != '0';
    int status = 0;
    for (int i = position + 9; i < position + 12; i++) {
      int digit = buffer[i] - '0';
      if (digit < 0 || digit > 9) {
        throw new IOException("malformed status code from the target");
      }
      status = status * 10 + digit;
    }
    consumeLine();
    return status;
  }

  private void readHeader(int end) throws IOException {
    int colon = position;
    while (colon < end && buffer[colon] != ':') {
      colon++;
    }
    int valueStart = colon + 1;
    if (nameIs(colon, CONTENT_LENGTH)) {
      contentLength = parseDecimal(valueStart, end);
    } else if (nameIs(colon, TRANSFER_ENCODING)) {
      chunked = contains(valueStart, end, CHUNKED);
    } else if (nameIs(colon, CONNECTION)) {
      keepAlive =
          !contains(valueStart, end, CLOSE) && (keepAlive || contains(valueStart, end, KEEP_ALIVE));
    }
  }

  private void readBody(boolean headRequest, int status) throws IOException {
    if (headRequest || status == 204 || status == 304) {
      return;
    }
    if (chunked) {
      readChunks();
    } else if (contentLength >= 0) {
      skip(contentLength);
    } else {
      skipToEnd();
    }
  }

  private void readChunks() throws IOException {
    long size;
    while ((size = chunkSize()) > 0) {
      skip(size);
      lineEnd();
      consumeLine();
    }
    while (lineEnd() > position) {
      consumeLine(); // a trailer field
    }
    consumeLine();
  }

  private long chunkSize() throws IOException {
    int end = lineEnd();
    long size = parseHex(position, end);
    consumeLine();
    return size;
  }

  private void skip(long bytes) throws IOException {
    long left = bytes;
    while (left > 0) {
      if (position == limit && fill() < 0) {
        throw new EOFException("the target closed the connection in the middle of a body");
      }
      int taken = (int) Math.min(left, limit - position);
      position += taken;
      left -= taken;
    }
  }

  private void skipToEnd() throws IOException {
    position = limit;
    while (fill() >= 0) {
      position = limit;
    }
    keepAlive = false;
  }

  /**
   * Makes sure a whole line is buffered from {@link #position} and returns where its content ends
   * (before CR LF); {@link #consumeLine} then moves past it.
   */
  private int lineEnd() throws IOException {
    int scanned = position;
    while (true) {
      for (; scanned < limit; scanned++) {
        if (buffer[scanned] == '\n') {
          return scanned > position && buffer[scanned - 1] == '\r' ? scanned - 1 : scanned;
        }
      }
      scanned -= compact();
      if (fill() < 0) {
        throw responseStarted
            ? new EOFException("the target closed the connection in the middle of a response")
            : new ClosedBeforeResponseException();
      }
    }
  }

  private void consumeLine() {
    while (buffer[position++] != '\n') {
      // The line was found by lineEnd, so its LF is in the buffer.
    }
  }

  private int compact() throws IOException {
    int shift = position;
    if (shift == 0 && limit == buffer.length) {
      throw new IOException("a response header line is longer than " + BUFFER_SIZE + " bytes");
    }
    System.arraycopy(buffer, position, buffer, 0, limit - position);
    limit -= shift;
    position = 0;
    return shift;
  }

  private int fill() throws IOException {
    if (position == limit) {
      position = 0;
      limit = 0;
    }
    int read = in.read(buffer, limit, buffer.length - limit);
    if (read > 0) {
      limit += read;
      responseStarted = true;
    }
    return read;
  }

  private long parseDecimal(int from, int to) throws IOException {
    long value = 0;
    boolean digits = false;
    for (int i = from; i < to; i++) {
      byte b = buffer[i];
      if (b >= '0' && b <= '9' && value < Long.MAX_VALUE / 10) {
        value = value * 10 + (b - '0');
        digits = true;
      } else if (b != ' ' && b != '\t') {
        throw new IOException("invalid Content-Length from the target");
      }
    }
    if (!digits) {
      throw new IOException("empty Content-Length from the target");
    }
    return value;
  }

  private long parseHex(int from, int to) throws IOException {
    long value = 0;
    int i = from;
    for (; i < to && Character.digit(buffer[i], 16) >= 0 && value < Long.MAX_VALUE >> 4; i++) {
      value = (value << 4) | Character.digit(buffer[i], 16);
    }
    if (i == from) {
      throw new IOException("invalid chunk size from the target");
    }
    return value;
  }

  private boolean nameIs(int colon, byte[] lowerName) {
    return colon - position == lowerName.length && regionMatches(position, lowerName);
  }

  private boolean contains(int from, int to, byte[] lowerWord) {
    for (int i = from; i + lowerWord.length <= to; i++) {
      if (regionMatches(i, lowerWord)) {
        return true;
      }
    }
    return false;
  }

  private boolean regionMatches(int from, byte[] lowerWord) {
    for (int i = 0; i < lowerWord.length; i++) {
      if ((buffer[from + i] | 0x20) != lowerWord[i]) {
        return false;
      }
    }
    return true;
  }

  private boolean startsWith(int from, String prefix) {
    for (int i = 0; i < prefix.length(); i++) {
      if (buffer[from + i] != prefix.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  private static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.US_ASCII);
  }
}
