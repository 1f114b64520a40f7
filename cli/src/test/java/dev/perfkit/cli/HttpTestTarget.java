package dev.perfkit.cli;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;
import jdk.jfr.FlightRecorder;
import jdk.jfr.consumer.EventStream;

/**
 * A user's own HTTP application for {@code perfkit run -- java ...}: answers 200 on 127.0.0.1 at
 * the port given, prints "http-test-target listening on PORT", and, when a second argument N is
 * given, dies with exit code 3 (after saying so on stderr) when its Nth request arrives,
 * unanswered: a death tied to the load, not to the clock. Under a flight recording it first waits
 * for two of the recorder's flushes, so that the chunk it leaves behind holds events for certain.
 */
public final class HttpTestTarget {

  private HttpTestTarget() {}

  public static void main(String[] args) throws IOException {
    int port = Integer.parseInt(args[0]);
    long dieAtRequest = args.length > 1 ? Long.parseLong(args[1]) : Long.MAX_VALUE;
    AtomicLong received = new AtomicLong();
    HttpServer server =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 100);
    byte[] body = "hello\n".getBytes(StandardCharsets.US_ASCII);
    server.createContext(
        "/",
        exchange -> {
          if (received.incrementAndGet() == dieAtRequest) {
            die();
          }
          try (exchange) {
            exchange.getRequestBody().readAllBytes();
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
          }
        });
    server.setExecutor(Executors.newFixedThreadPool(4));
    server.start();
    System.out.println("http-test-target listening on " + server.getAddress().getPort());
  }

  private static void die() {
    if (FlightRecorder.isInitialized()
        && !FlightRecorder.getFlightRecorder().getRecordings().isEmpty()) {
      awaitTwoFlushes();
    }
    System.err.println("http-test-target: dying on purpose");
    System.err.flush();
    Runtime.getRuntime().halt(3);
  }

  private static void awaitTwoFlushes() {
    Semaphore flushes = new Semaphore(0);
    try (EventStream own = EventStream.openRepository()) {
      own.onFlush(flushes::release);
      own.startAsync();
      flushes.acquire(2);
    } catch (IOException | InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }
}
