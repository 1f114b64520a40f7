package dev.perfkit.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The legacy and optimized readers give the same answer for every input and every prefix of it (a
 * prefix is what a connection holds while a request trickles in).
 */
class RequestReadersAgreeTest {
  private static final RequestReader LEGACY = new LegacyRequestReader();
  private static final RequestReader OPTIMIZED = new OptimizedRequestReader();

  private static final List<String> INPUTS =
      List.of(
          "GET /hello HTTP/1.1\r\nHost: x\r\n\r\n",
          "GET /cpu?n=3&x HTTP/1.0\r\nConnection: keep-alive, Upgrade\r\n\r\nGET /next HTTP/1.1\r\n\r\n",
          "GET / HTTP/1.1\r\nConnection: close\r\nConnection: keep-alive\r\n\r\n",
          "POST /echo HTTP/1.1\r\ncontent-LENGTH: 5\r\nContent-Length:5 \r\n\r\nhelloextra",
          "POST /echo HTTP/1.1\r\nTransfer-Encoding: Chunked\r\n\r\n3;a=b\r\nabc\r\n 2 \r\nde\r\n0\r\nT: 1\r\n\r\nrest",
          "POST /echo HTTP/1.1\r\nContent-Length: 05\r\nContent-Length: 5\r\n\r\nhello",
          "POST /echo HTTP/1.1\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n",
          "POST /echo HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFF\r\n",
          "POST /echo HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n123456789\r\n",
          "POST /echo HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n;\r\n",
          "POST /echo HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n",
          "GET /a b HTTP/1.1\r\n\r\n",
          "GET /a HTTP/1.1 \r\n\r\n",
          " GET /a HTTP/1.1\r\n\r\n",
          "GET /\u00e9 HTTP/1.1\r\n\r\n",
          "GET / HTTP/1.1\r\nX:\r\nY: \u00e9\u00ff\r\n\r\n",
          "GET / HTTP/1.1\r\n: empty name\r\n\r\n",
          "GET / HTTP/1.1\r\nName : x\r\n\r\n",
          "GET / HTTP/1.1\r\nA: b\rc\r\n\r\n",
          "GET / HTTP/1.1\r\nA: b\nc\r\n\r\n",
          "POST /echo HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n",
          "POST /echo HTTP/1.1\r\nContent-Length: +5\r\n\r\nhello",
          "POST /echo HTTP/1.1\r\nContent-Length:\r\n\r\n",
          "POST /echo HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
          "POST /echo HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 1\r\n\r\n",
          "X".repeat(9000),
          "GET / HTTP/1.1\r\nA: " + "b".repeat(8200) + "\r\n\r\n");

  @Test
  void bothReadersAgreeOnEveryInputAndPrefix() {
    for (String input : INPUTS) {
      byte[] bytes = input.getBytes(StandardCharsets.ISO_8859_1);
      for (int length = 0; length <= bytes.length; length++) {
        String context = "input " + input.replace("\r\n", "|") + " prefix " + length;
        assertEquals(outcome(LEGACY, bytes, length), outcome(OPTIMIZED, bytes, length), context);
      }
    }
  }

  @Test
  void randomMutationsNeitherCrashNorSplitTheReaders() {
    java.util.Random random = new java.util.Random(20261121);
    byte[] alphabet =
        "\r\n :;,0123456789abcdefABCDEF/?=&-Xx\t\u0000\u00ff".getBytes(StandardCharsets.ISO_8859_1);
    for (int i = 0; i < 20_000; i++) {
      byte[] bytes =
          INPUTS.get(random.nextInt(INPUTS.size())).getBytes(StandardCharsets.ISO_8859_1);
      bytes = java.util.Arrays.copyOf(bytes, Math.min(bytes.length, 400));
      for (int m = 1 + random.nextInt(4); m > 0; m--) {
        bytes[random.nextInt(bytes.length)] = alphabet[random.nextInt(alphabet.length)];
      }
      int length = random.nextInt(bytes.length + 1);
      String context =
          "mutation " + i + ": " + new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
      assertEquals(outcome(LEGACY, bytes, length), outcome(OPTIMIZED, bytes, length), context);
    }
  }

  @Test
  void aChunkedRequestDecodes() throws HttpStatusException {
    byte[] bytes = INPUTS.get(4).getBytes(StandardCharsets.ISO_8859_1);
    for (RequestReader reader : List.of(LEGACY, OPTIMIZED)) {
      HttpRequest request = reader.read(bytes, bytes.length);
      assertArrayEquals("abcde".getBytes(StandardCharsets.US_ASCII), request.body());
      assertEquals(bytes.length - "rest".length(), request.consumed());
    }
    assertNull(OPTIMIZED.read(bytes, 60));
  }

  /** A comparable summary: the request's fields, or the error status and message. */
  private static String outcome(RequestReader reader, byte[] bytes, int length) {
    try {
      HttpRequest r = reader.read(bytes, length);
      return r == null
          ? "incomplete"
          : String.join(
              " ",
              r.method(),
              r.path(),
              String.valueOf(r.query()),
              "http10=" + r.http10(),
              "keepAlive=" + r.keepAlive(),
              new String(r.body(), StandardCharsets.ISO_8859_1),
              "consumed=" + r.consumed());
    } catch (HttpStatusException e) {
      return e.status() + " " + e.getMessage();
    }
  }
}
