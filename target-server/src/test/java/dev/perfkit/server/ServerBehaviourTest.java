package dev.perfkit.server;

import static dev.perfkit.server.HttpTestClient.request;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The wire behaviour every combination of mode, thread type and variant must show, over real
 * loopback sockets: one server per combination, started once for all these tests.
 */
@ParameterizedClass
@MethodSource("combinations")
class ServerBehaviourTest {
  private static TargetServer server;

  @Parameter ServerConfig config;

  static Stream<Named<ServerConfig>> combinations() {
    return Combinations.all().stream()
        .map(
            c ->
                Named.of(
                    c.executionMode().key() + "/" + c.threadType().key() + "/" + c.variant().key(),
                    c));
  }

  @BeforeParameterizedClassInvocation
  static void startServer(ServerConfig config) throws IOException {
    server = TargetServer.start(config);
  }

  @AfterParameterizedClassInvocation
  static void stopServer() {
    server.close();
  }

  private int port() {
    return server.port();
  }

  @Test
  void everyEndpointAnswersExactly() throws IOException {
    assertOk("/hello", "Hello, World!");
    assertOk("/cpu", "Fibonacci(35) = 9227465");
    assertOk("/cpu?n=10", "Fibonacci(10) = 55");
    assertOk("/cpu-heavy", "Primes up to 10000: 1229");
    assertOk("/cpu-heavy?limit=100", "Primes up to 100: 25");
    assertOk("/latency?ms=5", "Delayed response after 5ms");
    assertOk("/latency?x=1&ms=0", "Delayed response after 0ms");
    try (HttpTestClient client = new HttpTestClient(port())) {
      HttpTestClient.Response echo = client.exchange(request("POST", "/echo", "ping pong"));
      assertEquals(200, echo.status());
      assertEquals("ping pong", echo.body());
      assertEquals("text/plain; charset=UTF-8", echo.header("Content-Type"));
      assertEquals("9", echo.header("Content-Length"));
      assertNull(echo.header("Connection"));
    }
  }

  @Test
  void headAnswersWithTheGetsHeadersAndNoBody() throws IOException {
    try (HttpTestClient client = new HttpTestClient(port())) {
      HttpTestClient.Response head = client.exchangeHead(request("HEAD", "/hello", ""));
      assertEquals(200, head.status());
      assertEquals("13", head.header("Content-Length"));
      // Body bytes sent after a HEAD would be read as the next status line and fail below.
      HttpTestClient.Response echo = client.exchangeHead(request("HEAD", "/echo", ""));
      assertEquals(405, echo.status());
      assertEquals("POST", echo.header("Allow"));
      // No body bytes were sent: the next answer on the connection starts where it should.
      HttpTestClient.Response next = client.exchange(request("GET", "/cpu?n=10", ""));
      assertEquals("Fibonacci(10) = 55", next.body());
    }
  }

  @Test
  void unknownPathsAndWrongMethodsAndBadParametersAreRefused() throws IOException {
    try (HttpTestClient client = new HttpTestClient(port())) {
      assertEquals(404, client.exchange(request("GET", "/nope", "")).status());
      HttpTestClient.Response post = client.exchange(request("POST", "/hello", "x"));
      assertEquals(405, post.status());
      assertEquals("GET, HEAD", post.header("Allow"));
      HttpTestClient.Response get = client.exchange(request("GET", "/echo", ""));
      assertEquals(405, get.status());
      assertEquals("POST", get.header("Allow"));
      for (String bad :
          List.of(
              "/cpu?n=41",
              "/cpu?n=abc",
              "/cpu?n=",
              "/cpu-heavy?limit=-1",
              "/cpu-heavy?limit=5000001",
              "/latency?ms=10001")) {
        HttpTestClient.Response response = client.exchange(request("GET", bad, ""));
        assertEquals(400, response.status(), bad);
        assertTrue(response.body().startsWith("Bad Request: parameter "), response.body());
      }
      // All of these keep the connection usable.
      assertEquals("Hello, World!", client.exchange(request("GET", "/hello", "")).body());
    }
  }

  @Test
  void aThousandSequentialRequestsShareOneConnection() throws IOException {
    try (HttpTestClient client = new HttpTestClient(port())) {
      for (int i = 0; i < 1_000; i++) {
        HttpTestClient.Response response = client.exchange(request("GET", "/hello", ""));
        assertEquals(200, response.status());
        assertEquals("Hello, World!", response.body());
      }
    }
  }

  @Test
  void pipelinedRequestsAreAnsweredInOrder() throws IOException {
    StringBuilder batch = new StringBuilder();
    for (int i = 0; i < 20; i++) {
      batch.append(request("POST", "/echo", "body-" + i));
      batch.append(request("GET", "/cpu?n=" + (i % 10), ""));
    }
    try (HttpTestClient client = new HttpTestClient(port())) {
      client.send(batch.toString());
      for (int i = 0; i < 20; i++) {
        assertEquals("body-" + i, client.readResponse().body());
        long fib = Endpoints.fibonacci(i % 10);
        assertEquals("Fibonacci(" + (i % 10) + ") = " + fib, client.readResponse().body());
      }
    }
  }

  @Test
  void twoHundredConcurrentConnectionsEachGetTheirOwnAnswers() throws Exception {
    try (ExecutorService clients = Executors.newVirtualThreadPerTaskExecutor()) {
      List<Future<Integer>> results = new ArrayList<>();
      for (int c = 0; c < 200; c++) {
        int id = c;
        results.add(clients.submit(() -> fiveRequests(id)));
      }
      for (Future<Integer> result : results) {
        assertEquals(5, result.get());
      }
    }
  }

  private int fiveRequests(int id) throws IOException {
    int verified = 0;
    try (HttpTestClient client = new HttpTestClient(port())) {
      for (int i = 0; i < 5; i++) {
        String body = "client " + id + " request " + i + " " + "x".repeat(id * 7);
        HttpTestClient.Response response =
            i % 2 == 0
                ? client.exchange(request("POST", "/echo", body))
                : client.exchange(request("GET", "/hello", ""));
        assertEquals(i % 2 == 0 ? body : "Hello, World!", response.body());
        verified++;
      }
    }
    return verified;
  }

  @Test
  void bodiesSplitAcrossManyWritesArriveWhole() throws IOException, InterruptedException {
    byte[] body = new byte[64 * 1024];
    for (int i = 0; i < body.length; i++) {
      body[i] = (byte) (i * 31 + 7);
    }
    try (HttpTestClient client = new HttpTestClient(port())) {
      client.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: " + body.length + "\r\n\r\n");
      for (int offset = 0; offset < body.length; offset += 4096) {
        client.send(java.util.Arrays.copyOfRange(body, offset, offset + 4096));
      }
      assertArrayEquals(body, client.readResponse().bodyBytes());

      String chunked =
          "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n"
              + "5\r\nhello\r\n1;ext=1\r\n \r\nA\r\nchunked wo\r\n3\r\nrld\r\n0\r\nTrailer: x\r\n\r\n";
      for (int i = 0; i < chunked.length(); i += 3) {
        client.send(chunked.substring(i, Math.min(chunked.length(), i + 3)));
        Thread.sleep(1);
      }
      assertEquals("hello chunked world", client.readResponse().body());
    }
  }

  @Test
  void expectContinueInvitesTheBody() throws IOException {
    try (HttpTestClient client = new HttpTestClient(port())) {
      client.send(
          "POST /echo HTTP/1.1\r\nHost: t\r\nExpect: 100-Continue\r\nContent-Length: 5\r\n\r\n");
      assertEquals(100, client.readInterimStatus());
      client.send("hello");
      assertEquals("hello", client.readResponse().body());
      // Sent with its body at once, the request needs no invitation.
      client.send("POST /echo HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nhi");
      HttpTestClient.Response direct = client.readResponse();
      assertEquals(200, direct.status());
      assertEquals("hi", direct.body());
    }
  }

  @Test
  void aLargeChunkedBodyInManyChunksArrivesWhole() throws IOException {
    StringBuilder encoded = new StringBuilder();
    StringBuilder expected = new StringBuilder();
    for (int i = 0; i < 2_000; i++) {
      String chunk = "chunk" + i + ";";
      expected.append(chunk);
      encoded
          .append(Integer.toHexString(chunk.length()))
          .append("\r\n")
          .append(chunk)
          .append("\r\n");
    }
    encoded.append("0\r\n\r\n");
    try (HttpTestClient client = new HttpTestClient(port())) {
      client.send("POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n");
      String bytes = encoded.toString();
      for (int i = 0; i < bytes.length(); i += 1000) {
        client.send(bytes.substring(i, Math.min(bytes.length(), i + 1000)));
      }
      assertEquals(expected.toString(), client.readResponse().body());
    }
  }

  @Test
  void aBodyOfExactlyTheLimitIsEchoed() throws IOException {
    byte[] body = new byte[HttpLimits.MAX_BODY_BYTES];
    java.util.Arrays.fill(body, (byte) 'z');
    try (HttpTestClient client = new HttpTestClient(port())) {
      client.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: " + body.length + "\r\n\r\n");
      client.send(body);
      assertArrayEquals(body, client.readResponse().bodyBytes());
    }
  }

  @Test
  void connectionCloseAndHttp10AreHonoured() throws IOException {
    try (HttpTestClient client = new HttpTestClient(port())) {
      HttpTestClient.Response response =
          client.exchange("GET /hello HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");
      assertEquals("close", response.header("Connection"));
      assertTrue(client.closedByServer(5_000));
    }
    try (HttpTestClient client = new HttpTestClient(port())) {
      HttpTestClient.Response response = client.exchange("GET /hello HTTP/1.0\r\n\r\n");
      assertEquals("Hello, World!", response.body());
      assertEquals("close", response.header("Connection"));
      assertTrue(client.closedByServer(5_000));
    }
    try (HttpTestClient client = new HttpTestClient(port())) {
      for (int i = 0; i < 3; i++) {
        HttpTestClient.Response response =
            client.exchange("GET /hello HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n");
        assertEquals("keep-alive", response.header("Connection"));
      }
    }
  }

  @Test
  void malformedRequestsAreAnsweredAndTheServerCarriesOn() throws IOException {
    assertRejected(400, "GARBAGE\r\n\r\n");
    assertRejected(400, "GET /hello\r\nHost: t\r\n\r\n");
    assertRejected(400, "GET  /hello HTTP/1.1\r\n\r\n");
    assertRejected(400, "GET hello HTTP/1.1\r\n\r\n");
    assertRejected(400, "GET /hello HTTP/2.0\r\n\r\n");
    assertRejected(400, "G(T /hello HTTP/1.1\r\n\r\n");
    assertRejected(400, "GET /hello HTTP/1.1\r\nNo colon here\r\n\r\n");
    assertRejected(400, "GET /hello HTTP/1.1\r\nBad Name: x\r\n\r\n");
    assertRejected(400, "GET /hello HTTP/1.1\r\n folded: x\r\n\r\n");
    assertRejected(400, "GET /hello HTTP/1.1\r\nX: a\u0001b\r\n\r\n");
    assertRejected(400, "\r\n\r\n");
    assertRejected(400, "POST /echo HTTP/1.1\r\nContent-Length: abc\r\n\r\n");
    assertRejected(400, "POST /echo HTTP/1.1\r\nContent-Length: -1\r\n\r\n");
    assertRejected(400, "POST /echo HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab");
    assertRejected(
        400,
        "POST /echo HTTP/1.1\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n");
    assertRejected(
        400, "POST /echo HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n0\r\n\r\n");
    assertRejected(
        400, "POST /echo HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n");
    assertRejected(501, "POST /echo HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n");
    assertRejected(413, "POST /echo HTTP/1.1\r\nContent-Length: 1048577\r\n\r\n");
    assertRejected(413, "POST /echo HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n100001\r\n");
    assertRejected(431, "GET /hello HTTP/1.1\r\nX-Big: " + "a".repeat(9_000) + "\r\n\r\n");
    assertRejected(431, "GET /hello HTTP/1.1\r\nX-Big: " + "a".repeat(9_000));
    byte[] junk = new byte[2048];
    new java.util.Random(42).nextBytes(junk);
    junk[1000] = '\r';
    junk[1001] = '\n';
    junk[1002] = '\r';
    junk[1003] = '\n';
    assertRejected(400, new String(junk, java.nio.charset.StandardCharsets.ISO_8859_1));
  }

  @Test
  void slowAndSilentClientsAreTimedOutWithoutDisturbingOthers() throws Exception {
    int timeoutMs = 1_500;
    try (TargetServer strict = TargetServer.start(config.withTimeouts(timeoutMs, timeoutMs))) {
      // Before the connections: no timer can start earlier, so a correct server closes them no
      // sooner than timeoutMs after this, however the test thread is scheduled. After the
      // start-up: its duration must not hide a server that closes early.
      long start = System.nanoTime();
      try (HttpTestClient silent = new HttpTestClient(strict.port());
          HttpTestClient slow = new HttpTestClient(strict.port())) {
        slow.send("GET /hello HTTP/1.1\r\n");
        trickle(slow, "Host: t\r\n");
        assertEquals("Hello, World!", HttpTestClient.get(strict.port(), "/hello").body());
        HttpTestClient.Response timedOut = slow.readResponse();
        assertEquals(408, timedOut.status());
        assertEquals("close", timedOut.header("Connection"));
        assertTrue(slow.closedByServer(5_000));
        assertTrue(silent.closedByServer(5_000));
        long elapsedMs = (System.nanoTime() - start) / 1_000_000;
        assertTrue(elapsedMs >= timeoutMs, "closed after " + elapsedMs + " ms");
        assertEquals("Hello, World!", HttpTestClient.get(strict.port(), "/hello").body());
      }
    }
  }

  /** Sends a byte at a time; a refusal means the server timed out first, which the caller sees. */
  private static void trickle(HttpTestClient client, String text) throws InterruptedException {
    try {
      for (char c : text.toCharArray()) {
        Thread.sleep(20);
        client.send(String.valueOf(c));
      }
    } catch (IOException e) {
      // Only on a badly overloaded machine: the 408 is already on its way.
    }
  }

  @Test
  void clientsThatVanishMidRequestLeaveNoTrace() throws IOException {
    for (int i = 0; i < 20; i++) {
      try (HttpTestClient client = new HttpTestClient(port())) {
        client.send("POST /echo HTTP/1.1\r\nContent-Length: 100\r\n\r\nonly part");
      }
    }
    try (HttpTestClient client = new HttpTestClient(port())) {
      client.send(request("GET", "/latency?ms=300", ""));
    }
    assertOk("/hello", "Hello, World!");
  }

  private void assertRejected(int status, String request) throws IOException {
    try (HttpTestClient client = new HttpTestClient(port())) {
      client.send(request);
      HttpTestClient.Response response = client.readResponse();
      assertEquals(
          status,
          response.status(),
          () -> "for " + request.substring(0, Math.min(60, request.length())));
      assertEquals("close", response.header("Connection"));
      assertFalse(response.body().isEmpty());
      assertTrue(client.closedByServer(5_000));
    }
    assertOk("/hello", "Hello, World!");
  }

  private void assertOk(String target, String body) throws IOException {
    HttpTestClient.Response response = HttpTestClient.get(port(), target);
    assertEquals(200, response.status(), target);
    assertEquals(body, response.body(), target);
  }
}
