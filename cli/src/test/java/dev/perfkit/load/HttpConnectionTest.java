package dev.perfkit.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * One connection against a hand-written server on a real socket, for the connection-level cases a
 * well-behaved server does not produce: idle connections closed under the client, responses cut
 * short, no response at all.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class HttpConnectionTest {
  private static final byte[] OK = ascii("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
  private static final EncodedRequest GET =
      EncodedRequest.encode(RequestSpec.get("/"), new TargetAddress("127.0.0.1", 80, ""));

  private final ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor();
  private final AtomicInteger accepted = new AtomicInteger();
  private ServerSocket server;

  @AfterEach
  void stop() throws IOException {
    server.close();
    threads.shutdownNow();
  }

  @Test
  void keepsOneConnectionAlive() throws Exception {
    HttpConnection connection = connectTo(socket -> answer(socket, Integer.MAX_VALUE));
    for (int i = 0; i < 10; i++) {
      assertEquals(200, connection.exchange(GET));
    }
    assertEquals(1, accepted.get());
  }

  @Test
  void retriesOnceWhenTheTargetClosedAnIdleConnection() throws Exception {
    // Answers one request per connection, then closes without saying so (no Connection: close).
    HttpConnection connection = connectTo(socket -> answer(socket, 1));
    for (int i = 0; i < 10; i++) {
      assertEquals(200, connection.exchange(GET));
      Thread.sleep(20); // let the close arrive, as with an idle timeout
    }
    assertEquals(10, accepted.get());
  }

  @Test
  void aResponseCutShortFailsWithoutRetry() throws Exception {
    HttpConnection connection =
        connectTo(
            socket -> {
              readRequest(socket.getInputStream());
              socket
                  .getOutputStream()
                  .write(ascii("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nok"));
            });
    assertThrows(EOFException.class, () -> connection.exchange(GET));
    assertEquals(1, accepted.get());
  }

  @Test
  void aTargetThatNeverAnswersTimesOut() throws Exception {
    HttpConnection connection = connectTo(socket -> Thread.sleep(10_000), 200);
    TimeoutWatchdog watchdog = new TimeoutWatchdog(List.of(connection));
    try {
      long start = System.nanoTime();
      assertThrows(RequestTimeoutException.class, () -> connection.exchange(GET));
      long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      assertTrue(millis >= 200 && millis < 5_000, millis + " ms");
    } finally {
      watchdog.close();
    }
  }

  /** What the server does with each accepted connection. */
  private interface Handler {
    void handle(Socket socket) throws Exception;
  }

  private HttpConnection connectTo(Handler handler) throws IOException {
    return connectTo(handler, 5_000);
  }

  private HttpConnection connectTo(Handler handler, long timeoutMillis) throws IOException {
    server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    threads.submit(() -> acceptLoop(handler));
    InetSocketAddress address = (InetSocketAddress) server.getLocalSocketAddress();
    return new HttpConnection(address, TimeUnit.MILLISECONDS.toNanos(timeoutMillis));
  }

  private Void acceptLoop(Handler handler) throws IOException {
    while (!server.isClosed()) {
      Socket socket = server.accept();
      accepted.incrementAndGet();
      threads.submit(
          () -> {
            try (socket) {
              handler.handle(socket);
            }
            return null;
          });
    }
    return null;
  }

  private static void answer(Socket socket, int requests) throws IOException {
    InputStream in = socket.getInputStream();
    OutputStream out = socket.getOutputStream();
    for (int i = 0; i < requests && readRequest(in); i++) {
      out.write(OK);
    }
  }

  /** Reads up to the blank line that ends a request without a body; false at end of stream. */
  private static boolean readRequest(InputStream in) throws IOException {
    int matched = 0;
    int b;
    while (matched < 4 && (b = in.read()) >= 0) {
      matched = (b == (matched % 2 == 0 ? '\r' : '\n')) ? matched + 1 : (b == '\r' ? 1 : 0);
    }
    return matched == 4;
  }

  private static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.US_ASCII);
  }
}
