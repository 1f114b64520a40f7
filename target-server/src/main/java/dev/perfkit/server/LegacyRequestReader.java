package dev.perfkit.server;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The legacy request reader, kept the way the Sprout study found it: one large method that parses
 * the head with {@code split} and {@code toLowerCase} into a map and decodes chunked and
 * fixed-length bodies in the same body. Its bytecode is far over HotSpot's 325-byte limit for hot
 * methods, so the JIT never inlines it into its caller ("hot method too big"); {@code
 * RequestReaderSizeTest} keeps it that way.
 */
final class LegacyRequestReader implements RequestReader {

  @Override
  public HttpRequest read(byte[] data, int length) throws HttpStatusException {
    int headEnd = -1;
    for (int i = 0; i + 3 < length; i++) {
      if (data[i] == '\r' && data[i + 1] == '\n' && data[i + 2] == '\r' && data[i + 3] == '\n') {
        headEnd = i;
        break;
      }
    }
    if (headEnd < 0) {
      if (length > HttpLimits.MAX_HEAD_BYTES) {
        throw HttpLimits.headTooLarge();
      }
      return null;
    }
    if (headEnd + 4 > HttpLimits.MAX_HEAD_BYTES) {
      throw HttpLimits.headTooLarge();
    }
    String head = new String(data, 0, headEnd, StandardCharsets.ISO_8859_1);
    String[] lines = head.split("\r\n", -1);
    String[] requestLine = lines[0].split(" ", -1);
    if (requestLine.length != 3) {
      throw HttpLimits.malformed("malformed request line");
    }
    String method = requestLine[0];
    String target = requestLine[1];
    String version = requestLine[2];
    if (method.isEmpty()) {
      throw HttpLimits.malformed("malformed request line");
    }
    for (int i = 0; i < method.length(); i++) {
      if (!HttpLimits.isTokenChar(method.charAt(i))) {
        throw HttpLimits.malformed("malformed request line");
      }
    }
    if (target.isEmpty() || target.charAt(0) != '/') {
      throw HttpLimits.malformed("malformed request line");
    }
    for (int i = 0; i < target.length(); i++) {
      char c = target.charAt(i);
      if (c <= 32 || c >= 127) {
        throw HttpLimits.malformed("malformed request line");
      }
    }
    boolean http10;
    if (version.equals("HTTP/1.1")) {
      http10 = false;
    } else if (version.equals("HTTP/1.0")) {
      http10 = true;
    } else {
      throw HttpLimits.malformed("malformed request line");
    }
    Map<String, String> headers = new HashMap<>();
    for (int i = 1; i < lines.length; i++) {
      String line = lines[i];
      String[] parts = line.split(":", 2);
      if (parts.length != 2 || parts[0].isEmpty()) {
        throw HttpLimits.malformed("malformed header line");
      }
      for (int j = 0; j < parts[0].length(); j++) {
        if (!HttpLimits.isTokenChar(parts[0].charAt(j))) {
          throw HttpLimits.malformed("malformed header line");
        }
      }
      for (int j = 0; j < parts[1].length(); j++) {
        if (!HttpLimits.isFieldValueChar(parts[1].charAt(j))) {
          throw HttpLimits.malformed("malformed header line");
        }
      }
      String name = parts[0].toLowerCase(Locale.ROOT);
      String value = parts[1].trim();
      String previous = headers.get(name);
      if (previous == null) {
        headers.put(name, value);
      } else if (name.equals("content-length")) {
        if (!previous.equals(value)) {
          throw HttpLimits.malformed("conflicting content-length headers");
        }
      } else if (name.equals("transfer-encoding")) {
        throw HttpLimits.malformed("repeated transfer-encoding header");
      } else {
        headers.put(name, previous + "," + value);
      }
    }
    String connection = headers.getOrDefault("connection", "").toLowerCase(Locale.ROOT);
    boolean keepAlive = false;
    boolean close = false;
    for (String option : connection.split(",")) {
      String token = option.trim();
      if (token.equals("close")) {
        close = true;
      } else if (token.equals("keep-alive")) {
        keepAlive = true;
      }
    }
    keepAlive = !close && (keepAlive || !http10);
    String transferEncoding = headers.get("transfer-encoding");
    String contentLength = headers.get("content-length");
    int bodyStart = headEnd + 4;
    byte[] body;
    int consumed;
    if (transferEncoding != null) {
      if (contentLength != null) {
        throw HttpLimits.malformed("both transfer-encoding and content-length");
      }
      if (!transferEncoding.toLowerCase(Locale.ROOT).equals("chunked")) {
        throw new HttpStatusException(501, "unsupported transfer-encoding");
      }
      ByteArrayOutputStream decoded = new ByteArrayOutputStream();
      int pos = bodyStart;
      while (true) {
        int lineEnd = -1;
        for (int i = pos; i + 1 < length; i++) {
          if (data[i] == '\r' && data[i + 1] == '\n') {
            lineEnd = i;
            break;
          }
        }
        if (lineEnd < 0) {
          if (length - pos > HttpLimits.MAX_CHUNK_LINE_BYTES) {
            throw HttpLimits.malformed("malformed chunk size");
          }
          return HttpLimits.needMoreBytes(length);
        }
        if (lineEnd - pos > HttpLimits.MAX_CHUNK_LINE_BYTES) {
          throw HttpLimits.malformed("malformed chunk size");
        }
        String sizeText = new String(data, pos, lineEnd - pos, StandardCharsets.ISO_8859_1);
        sizeText = sizeText.split(";", 2)[0].trim();
        if (sizeText.isEmpty() || sizeText.length() > 8) {
          throw HttpLimits.malformed("malformed chunk size");
        }
        int size = 0;
        for (int i = 0; i < sizeText.length(); i++) {
          int digit = Character.digit(sizeText.charAt(i), 16);
          if (digit < 0) {
            throw HttpLimits.malformed("malformed chunk size");
          }
          size = size * 16 + digit;
        }
        if (size < 0 || decoded.size() + (long) size > HttpLimits.MAX_BODY_BYTES) {
          throw HttpLimits.bodyTooLarge();
        }
        pos = lineEnd + 2;
        if (size == 0) {
          while (true) {
            int trailerEnd = -1;
            for (int i = pos; i + 1 < length; i++) {
              if (data[i] == '\r' && data[i + 1] == '\n') {
                trailerEnd = i;
                break;
              }
            }
            if (trailerEnd < 0) {
              return HttpLimits.needMoreBytes(length);
            }
            if (trailerEnd - pos > HttpLimits.MAX_HEAD_BYTES) {
              throw HttpLimits.headTooLarge();
            }
            boolean last = trailerEnd == pos;
            pos = trailerEnd + 2;
            if (last) {
              break;
            }
          }
          break;
        }
        if (length - pos < size + 2) {
          return HttpLimits.needMoreBytes(length);
        }
        if (data[pos + size] != '\r' || data[pos + size + 1] != '\n') {
          throw HttpLimits.malformed("chunk data not followed by CRLF");
        }
        decoded.write(data, pos, size);
        pos += size + 2;
      }
      body = decoded.toByteArray();
      consumed = pos;
    } else if (contentLength != null) {
      if (contentLength.isEmpty() || contentLength.length() > 18) {
        throw HttpLimits.malformed("malformed content-length");
      }
      long declared = 0;
      for (int i = 0; i < contentLength.length(); i++) {
        char c = contentLength.charAt(i);
        if (c < '0' || c > '9') {
          throw HttpLimits.malformed("malformed content-length");
        }
        declared = declared * 10 + (c - '0');
      }
      if (declared > HttpLimits.MAX_BODY_BYTES) {
        throw HttpLimits.bodyTooLarge();
      }
      if (length - bodyStart < declared) {
        return HttpLimits.needMoreBytes(length);
      }
      body = Arrays.copyOfRange(data, bodyStart, bodyStart + (int) declared);
      consumed = bodyStart + (int) declared;
    } else {
      body = HttpRequest.NO_BODY;
      consumed = bodyStart;
    }
    int question = target.indexOf('?');
    String path = question < 0 ? target : target.substring(0, question);
    String query = question < 0 ? null : target.substring(question + 1);
    return new HttpRequest(method, path, query, http10, keepAlive, body, consumed);
  }
}
