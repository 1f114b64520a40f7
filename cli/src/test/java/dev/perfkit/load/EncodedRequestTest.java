package dev.perfkit.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The exact bytes perfkit sends for each kind of request. */
class EncodedRequestTest {
  private static final TargetAddress TARGET = TargetAddress.parse("http://127.0.0.1:8080/app/");

  @Test
  void getCarriesOnlyTheHost() {
    assertEquals(
        "GET /app/hello?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n",
        text(RequestSpec.get("/hello?x=1")));
  }

  @Test
  void postCarriesItsBodyAndLength() {
    RequestSpec post =
        new RequestSpec("POST", "/echo", "né", Map.of("Content-Type", "text/plain"), 1);
    assertEquals(
        "POST /app/echo HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Type: text/plain\r\n"
            + "Content-Length: 3\r\n\r\nn\u00c3\u00a9",
        text(post));
  }

  @Test
  void theUsersHostWinsAndTheirContentLengthIsReplaced() {
    RequestSpec put =
        new RequestSpec(
            "PUT", "/x", null, Map.of("host", "example.test", "Content-Length", "9"), 1);
    assertEquals(
        "PUT /app/x HTTP/1.1\r\nhost: example.test\r\nContent-Length: 0\r\n\r\n", text(put));
  }

  @Test
  void headIsMarkedSoItsBodyIsNotAwaited() {
    RequestSpec head = new RequestSpec("HEAD", "/", null, Map.of(), 1);
    assertTrue(EncodedRequest.encode(head, TARGET).head());
  }

  private static String text(RequestSpec spec) {
    return new String(EncodedRequest.encode(spec, TARGET).bytes(), StandardCharsets.ISO_8859_1);
  }
}
