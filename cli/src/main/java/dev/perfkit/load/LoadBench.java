package dev.perfkit.load;

import dev.perfkit.analyzers.load.LoadResults;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The load driver's maximum throughput for {@code scripts/bench-collect}: a closed-model load of
 * GETs of one URL, printed as one line of numbers to set beside wrk's.
 *
 * <p>Usage: {@code java -cp perfkit.jar dev.perfkit.load.LoadBench URL CONNECTIONS SECONDS
 * [WARMUP_SECONDS]}
 */
public final class LoadBench {

  private LoadBench() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    if (args.length < 3 || args.length > 4) {
      System.err.println("usage: LoadBench URL CONNECTIONS SECONDS [WARMUP_SECONDS]");
      System.exit(2);
    }
    try {
      URI url = TargetAddress.uri(args[0]);
      LoadPlan plan =
          plan(url, Integer.parseInt(args[1]), args[2], args.length > 3 ? args[3] : "0");
      Path dir = Files.createTempDirectory("perfkit-loadbench");
      LoadResults results = LoadDriver.create(plan, url.resolve("/")).run(progress -> {}, dir);
      System.out.println(summary(results, plan.measured().duration()));
    } catch (IllegalArgumentException | IOException e) {
      System.err.println("LoadBench: " + e.getMessage());
      System.exit(1);
    }
  }

  private static LoadPlan plan(URI url, int connections, String seconds, String warmup) {
    Duration measured = Duration.ofSeconds(Long.parseLong(seconds));
    Duration warm = Duration.ofSeconds(Long.parseLong(warmup));
    return new LoadPlan(
        "bench",
        List.of(RequestSpec.get(pathAndQuery(url))),
        LoadPhase.ofDuration(warm),
        LoadPhase.ofDuration(measured),
        LoadModel.closed(connections),
        Duration.ofSeconds(10));
  }

  private static String pathAndQuery(URI url) {
    String path = url.getRawPath().isEmpty() ? "/" : url.getRawPath();
    return url.getRawQuery() == null ? path : path + "?" + url.getRawQuery();
  }

  private static String summary(LoadResults results, Duration measured) {
    return String.format(
        Locale.ROOT,
        "requests=%d ok=%d ko=%d requests_per_second=%.0f p50_ms=%.3f p99_ms=%.3f max_ms=%.3f",
        results.total(),
        results.ok(),
        results.ko(),
        results.total() / (measured.toNanos() / 1e9),
        results.latency().p50Ms(),
        results.latency().p99Ms(),
        results.latency().maxMs());
  }
}
