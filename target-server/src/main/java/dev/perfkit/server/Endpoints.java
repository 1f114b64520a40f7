package dev.perfkit.server;

import java.nio.charset.StandardCharsets;

/**
 * The work behind each endpoint, shared by both variants so that they differ only in how a request
 * gets here, never in what it computes.
 */
final class Endpoints {
  static final int MAX_FIBONACCI = 40;
  static final int MAX_PRIME_LIMIT = 5_000_000;
  static final int MAX_DELAY_MS = 10_000;

  private static final byte[] HELLO = "Hello, World!".getBytes(StandardCharsets.US_ASCII);

  private Endpoints() {}

  static HttpResponse hello() {
    return HttpResponse.ok(HELLO);
  }

  /** {@code GET /cpu?n=35}: naive recursive Fibonacci, a pure CPU load with deep stacks. */
  static HttpResponse fibonacci(String n) throws HttpStatusException {
    int value = boundedParameter("n", n, 35, 0, MAX_FIBONACCI);
    return HttpResponse.ok("Fibonacci(" + value + ") = " + fibonacci(value));
  }

  /** {@code GET /cpu-heavy?limit=10000}: counts primes by trial division. */
  static HttpResponse primes(String limit) throws HttpStatusException {
    int value = boundedParameter("limit", limit, 10_000, 0, MAX_PRIME_LIMIT);
    return HttpResponse.ok("Primes up to " + value + ": " + countPrimes(value));
  }

  /** {@code GET /latency?ms=100}: sleeps, a load that waits instead of computing. */
  static HttpResponse latency(String ms) throws HttpStatusException {
    int value = boundedParameter("ms", ms, 100, 0, MAX_DELAY_MS);
    sleep(value);
    return HttpResponse.ok("Delayed response after " + value + "ms");
  }

  static HttpResponse echo(byte[] body) {
    return HttpResponse.ok(body);
  }

  static long fibonacci(int n) {
    return n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2);
  }

  static int countPrimes(int limit) {
    int count = 0;
    for (int candidate = 2; candidate <= limit; candidate++) {
      if (isPrime(candidate)) {
        count++;
      }
    }
    return count;
  }

  private static boolean isPrime(int candidate) {
    for (int divisor = 2; (long) divisor * divisor <= candidate; divisor++) {
      if (candidate % divisor == 0) {
        return false;
      }
    }
    return true;
  }

  private static void sleep(int ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      // Only a forced shutdown interrupts; answer anyway so the client is not left hanging.
      Thread.currentThread().interrupt();
    }
  }

  /**
   * A whole-number query parameter within {@code [min, max]}; {@code raw} is {@code null} when the
   * parameter is absent and then {@code fallback} applies.
   */
  static int boundedParameter(String name, String raw, int fallback, int min, int max)
      throws HttpStatusException {
    if (raw == null) {
      return fallback;
    }
    long value = raw.isEmpty() || raw.length() > 9 ? -1 : 0;
    for (int i = 0; i < raw.length() && value >= 0; i++) {
      char c = raw.charAt(i);
      value = c >= '0' && c <= '9' ? value * 10 + (c - '0') : -1;
    }
    if (value < min || value > max) {
      throw new HttpStatusException(
          400, "parameter " + name + " must be a whole number from " + min + " to " + max);
    }
    return (int) value;
  }
}
