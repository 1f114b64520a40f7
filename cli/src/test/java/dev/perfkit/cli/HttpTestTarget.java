package dev.perfkit.cli;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import jdk.jfr.FlightRecorder;
import jdk.jfr.consumer.EventStream;

/**
 * A user's own HTTP application for {@code perfkit run -- java ...}: answers 200 on 127.0.0.1 (404
 * to paths under {@code /missing}) at the port given (0: one the kernel picks), prints
 * "http-test-target listening on PORT", and, when a second argument N is given, dies with exit code
 * 3 (after saying so on stderr) when its Nth request arrives, unanswered: a death tied to the load,
 * not to the clock. Once a flight recording runs (started with the JVM or by an attach), it prints
 * "http-test-target: jfr flush N" at each of the recorder's flushes, and a death first waits for
 * two of them: the chunk it leaves behind then holds events for certain.
 */
public final class HttpTestTarget {

  private static final Semaphore FLUSHES = new Semaphore(0);

  static {
    // Responses leave at once: the JDK server writes headers and body apart, and Nagle's algorithm
    // would hold each body for the client's delayed ACK, about 40 ms, leaving the server idle.
    System.setProperty("sun.net.httpserver.nodelay", "true");
  }

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
            boolean missing = exchange.getRequestURI().getPath().startsWith("/missing");
            exchange.sendResponseHeaders(missing ? 404 : 200, body.length);
            exchange.getResponseBody().write(body);
          }
        });
    watchFlushes();
    server.setExecutor(Executors.newFixedThreadPool(4));
    server.start();
    System.out.println("http-test-target listening on " + server.getAddress().getPort());
  }

  private static void die() {
    if (recording()) {
      FLUSHES.drainPermits();
      if (!twoMoreFlushes()) {
        System.err.println("http-test-target: no two JFR flushes within 30 s");
      }
    }
    System.err.println("http-test-target: dying on purpose");
    System.err.flush();
    Runtime.getRuntime().halt(3);
  }

  /** Waits, bounded, for two flushes, so that a test whose recorder stalls fails with a reason. */
  private static boolean twoMoreFlushes() {
    try {
      return FLUSHES.tryAcquire(2, 30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /** Whether a recording runs; asks without starting the recorder, which the question would. */
  private static boolean recording() {
    return FlightRecorder.isInitialized()
        && !FlightRecorder.getFlightRecorder().getRecordings().isEmpty();
  }

  private static void watchFlushes() {
    Thread watcher =
        new Thread(
            () -> {
              try {
                while (!recording()) {
                  Thread.sleep(20);
                }
                AtomicLong flushes = new AtomicLong();
                try (EventStream own = EventStream.openRepository()) {
                  own.onFlush(
                      () -> {
                        System.out.println(
                            "http-test-target: jfr flush " + flushes.incrementAndGet());
                        FLUSHES.release();
                      });
                  own.start();
                }
              } catch (IOException | InterruptedException | RuntimeException e) {
                // The recording went away; nothing left to watch.
              }
            },
            "jfr-flush-watcher");
    watcher.setDaemon(true);
    watcher.start();
  }
}
