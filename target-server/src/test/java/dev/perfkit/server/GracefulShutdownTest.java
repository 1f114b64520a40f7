package dev.perfkit.server;

import static dev.perfkit.server.HttpTestClient.request;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Stopping lets a request in flight finish, closes idle connections and refuses new ones. */
class GracefulShutdownTest {
  /** Long enough that the stop is seen while the request is still at work. */
  private static final int LATENCY_MS = 2000;

  static Stream<Named<ServerConfig>> combinations() {
    return ServerBehaviourTest.combinations();
  }

  @ParameterizedTest
  @MethodSource("combinations")
  void aRequestInFlightFinishesAndIsCounted(ServerConfig config) throws Exception {
    TargetServer server = TargetServer.start(config);
    int port = server.port();
    assertEquals("Hello, World!", HttpTestClient.get(port, "/hello").body());
    try (HttpTestClient idle = new HttpTestClient(port);
        HttpTestClient inFlight = new HttpTestClient(port)) {
      assertEquals(200, idle.exchange(request("GET", "/hello", "")).status());
      inFlight.send(request("GET", "/latency?ms=" + LATENCY_MS, ""));
      long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (server.requestsInFlight() == 0) {
        assertTrue(System.nanoTime() - giveUp < 0, "the slow request never reached the server");
        Thread.sleep(10);
      }
      CompletableFuture<Void> stopping = CompletableFuture.runAsync(server::close);
      awaitRefused(port, giveUp);
      // The server asks whether it is stopping after the request's work: seen stopping while
      // still at work, it must close the connection after this response.
      assertEquals(1, server.requestsInFlight(), "still answering when the stop was seen");
      HttpTestClient.Response response = inFlight.readResponse();
      assertEquals("Delayed response after " + LATENCY_MS + "ms", response.body());
      assertEquals("close", response.header("Connection"));
      assertTrue(inFlight.closedByServer(5_000));
      assertTrue(idle.closedByServer(5_000));
      stopping.get(15, TimeUnit.SECONDS);
    }
    assertEquals(3, server.requestsHandled());
    assertEquals("perfkit-target-server stopped: handled 3 requests", server.stoppedLine());
    assertThrows(IOException.class, () -> HttpTestClient.get(port, "/hello"));
  }

  /**
   * Waits until the server refuses connections: both transports set their stopping flag before they
   * close the listening socket. A connection accepted before then sends nothing and closes. A
   * connection still in the listen backlog when the socket closes is reset, not refused: the next
   * try is the one that is refused.
   */
  private static void awaitRefused(int port, long giveUpNanos) throws Exception {
    while (true) {
      try {
        new Socket(InetAddress.getLoopbackAddress(), port).close();
      } catch (ConnectException refused) {
        return;
      } catch (SocketException resetFromTheClosingBacklog) {
        // Still closing: try again.
      }
      assertTrue(System.nanoTime() - giveUpNanos < 0, "the server never stopped listening");
      Thread.sleep(5);
    }
  }
}
