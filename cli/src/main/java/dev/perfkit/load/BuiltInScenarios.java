package dev.perfkit.load;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The scenarios modelled on the study's load against the bundled target server, by name: {@code
 * hello}, {@code cpu}, {@code latency} and {@code mixed}. Each counts requests, so a slower target
 * takes longer rather than being measured on fewer requests.
 */
public final class BuiltInScenarios {

  /** The connections every built-in scenario uses unless told otherwise. */
  public static final int DEFAULT_CONNECTIONS = 16;

  /** The per-request timeout every built-in scenario uses unless told otherwise. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);

  // The parameters keep each scenario to seconds on a 2-core machine while the work stays visible
  // to a profiler: fib(29) is ~4 ms of recursion, primes to 20000 ~1 ms, and a 5 ms sleep.
  private static final String FIBONACCI = "/cpu?n=29";
  private static final String PRIMES = "/cpu-heavy?limit=20000";
  private static final String SLEEP = "/latency?ms=5";

  private static final Map<String, LoadPlan> PLANS = new TreeMap<>();

  static {
    add("hello", 2_000, 8_000, RequestSpec.get("/hello"));
    add("cpu", 200, 2_000, RequestSpec.get(FIBONACCI), RequestSpec.get(PRIMES));
    add("latency", 2_000, 20_000, RequestSpec.get(SLEEP));
    add(
        "mixed",
        1_000,
        10_000,
        RequestSpec.get("/hello").withWeight(8),
        RequestSpec.get(FIBONACCI),
        RequestSpec.get(PRIMES),
        RequestSpec.get(SLEEP).withWeight(10));
  }

  /** The name of {@link #targetUrl()}'s plan, in results. */
  public static final String TARGET_URL = "url";

  private BuiltInScenarios() {}

  /**
   * The load against a URL of the user's when no scenario is named: GETs of the URL itself, its
   * path and query, counted like {@code hello}.
   */
  public static LoadPlan targetUrl() {
    return plan(TARGET_URL, 2_000, 8_000, RequestSpec.getTargetUrl());
  }

  /** The scenario of that name, case-insensitive, if there is one. */
  public static Optional<LoadPlan> find(String name) {
    return Optional.ofNullable(PLANS.get(name.toLowerCase(Locale.ROOT)));
  }

  /** The names, sorted, for help texts and error messages. */
  public static List<String> names() {
    return List.copyOf(PLANS.keySet());
  }

  private static void add(String name, long warmup, long measured, RequestSpec... requests) {
    PLANS.put(name, plan(name, warmup, measured, requests));
  }

  private static LoadPlan plan(String name, long warmup, long measured, RequestSpec... requests) {
    return new LoadPlan(
        name,
        List.of(requests),
        LoadPhase.ofRequests(warmup),
        LoadPhase.ofRequests(measured),
        LoadModel.closed(DEFAULT_CONNECTIONS),
        DEFAULT_TIMEOUT);
  }
}
