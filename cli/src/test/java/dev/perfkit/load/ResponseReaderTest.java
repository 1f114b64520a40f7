package dev.perfkit.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Response framing, byte for byte: every case runs once with the stream in one piece and once
 * delivered a byte per read, which exercises each buffer boundary.
 */
class ResponseReaderTest {

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void readsContentLengthResponsesBackToBack(boolean trickle) throws IOException {
    ResponseReader reader =
        reader(
            "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello"
                + "HTTP/1.1 503 Busy\r\ncontent-length:  3 \r\n\r\nbye"
                + "HTTP/1.1 204 No Content\r\n\r\n"
                + "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n",
            trickle);
    assertEquals(200, reader.read(false));
    assertEquals(503, reader.read(false));
    assertEquals(204, reader.read(false));
    assertEquals(404, reader.read(false));
    assertTrue(reader.keepAlive());
    assertThrows(ClosedBeforeResponseException.class, () -> reader.read(false));
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void readsChunkedBodiesWithExtensionsAndTrailers(boolean trickle) throws IOException {
    ResponseReader reader =
        reader(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, Chunked\r\n\r\n"
                + "5;name=value\r\nhello\r\nA\r\n0123456789\r\n0\r\nX-Checksum: 1\r\n\r\n"
                + "HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok",
            trickle);
    assertEquals(200, reader.read(false));
    assertEquals(201, reader.read(false));
    assertTrue(reader.keepAlive());
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void readsToTheEndWithoutLengthAndHonoursConnectionClose(boolean trickle) throws IOException {
    ResponseReader http10 = reader("HTTP/1.0 200 OK\r\n\r\nuntil the end", trickle);
    assertEquals(200, http10.read(false));
    assertFalse(http10.keepAlive());

    ResponseReader close =
        reader("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 1\r\n\r\nx", trickle);
    assertEquals(200, close.read(false));
    assertFalse(close.keepAlive());

    ResponseReader keepAlive =
        reader("HTTP/1.0 200 OK\r\nConnection: Keep-Alive\r\nContent-Length: 1\r\n\r\nx", trickle);
    assertEquals(200, keepAlive.read(false));
    assertTrue(keepAlive.keepAlive());
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void skipsInterimResponsesAndHeadBodies(boolean trickle) throws IOException {
    ResponseReader reader =
        reader(
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"
                + "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n"
                + "HTTP/1.1 302 Found\r\nContent-Length: 0\r\n\r\n",
            trickle);
    assertEquals(200, reader.read(false));
    assertEquals(200, reader.read(true), "a HEAD response has no body whatever its length says");
    assertEquals(302, reader.read(false));
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void failsOnBrokenResponses(boolean trickle) {
    assertEquals(
        "malformed status line from the target",
        assertThrows(
                IOException.class, () -> reader("SSH-2.0-OpenSSH\r\n\r\n", trickle).read(false))
            .getMessage());
    assertEquals(
        "invalid Content-Length from the target",
        assertThrows(
                IOException.class,
                () -> reader("HTTP/1.1 200 OK\r\nContent-Length: 1x\r\n\r\n", trickle).read(false))
            .getMessage());
    assertThrows(
        EOFException.class,
        () -> reader("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort", trickle).read(false));
    assertThrows(
        EOFException.class, () -> reader("HTTP/1.1 200 OK\r\nContent-", trickle).read(false));
    String longHeader = "HTTP/1.1 200 OK\r\nX-Big: " + "x".repeat(20_000) + "\r\n\r\n";
    assertTrue(
        assertThrows(IOException.class, () -> reader(longHeader, trickle).read(false))
            .getMessage()
            .contains("longer than"));
  }

  private static ResponseReader reader(String responses, boolean trickle) {
    InputStream in = new ByteArrayInputStream(responses.getBytes(StandardCharsets.ISO_8859_1));
    return new ResponseReader(trickle ? new OneByteAtATime(in) : in);
  }

  /** Delivers one byte per read, as a slow network might. */
  private static final class OneByteAtATime extends FilterInputStream {
    OneByteAtATime(InputStream in) {
      super(in);
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
      return super.read(buffer, offset, Math.min(1, length));
    }
  }
}
