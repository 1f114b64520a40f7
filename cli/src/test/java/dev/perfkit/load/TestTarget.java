package dev.perfkit.load;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A real HTTP server on 127.0.0.1 for the driver's tests, counting the requests it received per
 * path (and per path and query): {@code /hello} answers 200, {@code /fail} 500, {@code /missing}
 * 404, {@code /slow} never (it waits until the target closes, so a client's timeout on it is
 * certain), {@code /chunked} with a chunked body, {@code /close} with {@code Connection: close},
 * and {@code /stall} stalls 500 ms on its 20th request only.
 */
final class TestTarget implements AutoCloseable {
  static final int STALL_AT = 20;
  static final long STALL_MILLIS = 500;

  private final HttpServer server;
  private final ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor();
  private final Map<String, AtomicLong> counts = new ConcurrentHashMap<>();
  private final Map<String, AtomicLong> countsWithQuery = new ConcurrentHashMap<>();
  private final CountDownLatch closing = new CountDownLatch(1);

  static {
    // The JDK server writes headers and body separately; without this, Nagle's algorithm holds
    // the body back until our delayed ACK, and each response can take 40 ms.
    System.setProperty("sun.net.httpserver.nodelay", "true");
  }

  TestTarget() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 100);
    server.createContext("/", this::handle);
    server.setExecutor(executor);
    server.start();
  }

  URI baseUri() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
  }

  long count(String path) {
    AtomicLong count = counts.get(path);
    return count == null ? 0 : count.get();
  }

  /**
   * Waits until {@code path} has been received {@code expected} times or the timeout passed, and
   * returns its count then: a request the client gave up on may reach the handler a little later.
   */
  long awaitCount(String path, long expected, Duration timeout) throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (count(path) < expected && System.nanoTime() - deadline < 0) {
      Thread.sleep(10);
    }
    return count(path);
  }

  /** The requests received for exactly this path and query, as sent ({@code /a?b=1}). */
  long countWithQuery(String pathAndQuery) {
    AtomicLong count = countsWithQuery.get(pathAndQuery);
    return count == null ? 0 : count.get();
  }

  long totalCount() {
    return counts.values().stream().mapToLong(AtomicLong::get).sum();
  }

  private void handle(HttpExchange exchange) throws IOException {
    String path = exchange.getRequestURI().getPath();
    long nth = counts.computeIfAbsent(path, p -> new AtomicLong()).incrementAndGet();
    String raw = exchange.getRequestURI().getRawPath();
    String query = exchange.getRequestURI().getRawQuery();
    String withQuery = query == null ? raw : raw + "?" + query;
    countsWithQuery.computeIfAbsent(withQuery, p -> new AtomicLong()).incrementAndGet();
    exchange.getRequestBody().readAllBytes();
    try (exchange) {
      switch (path) {
        case "/fail" -> respond(exchange, 500, "failed");
        case "/missing" -> respond(exchange, 404, "not found");
        case "/slow" -> awaitClose();
        case "/stall" -> respondAfter(exchange, nth == STALL_AT ? STALL_MILLIS : 0);
        case "/chunked" -> respondChunked(exchange);
        case "/close" -> respondAndClose(exchange);
        default -> respond(exchange, 200, "hello");
      }
    }
  }

  private static void respond(HttpExchange exchange, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.sendResponseHeaders(status, bytes.length);
    exchange.getResponseBody().write(bytes);
  }

  private static void respondAfter(HttpExchange exchange, long millis) throws IOException {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    respond(exchange, 200, "late");
  }

  private void awaitClose() {
    try {
      closing.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void respondChunked(HttpExchange exchange) throws IOException {
    exchange.sendResponseHeaders(200, 0);
    try (OutputStream body = exchange.getResponseBody()) {
      for (int i = 0; i < 50; i++) {
        body.write(("chunk " + i + "\n").repeat(100).getBytes(StandardCharsets.UTF_8));
        body.flush();
      }
    }
  }

  private static void respondAndClose(HttpExchange exchange) throws IOException {
    exchange.getResponseHeaders().set("Connection", "close");
    respond(exchange, 200, "bye");
  }

  @Override
  public void close() {
    closing.countDown();
    server.stop(0);
    executor.shutdownNow();
  }
}
