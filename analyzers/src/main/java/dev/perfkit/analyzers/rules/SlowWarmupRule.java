package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.findings.Rule;
import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.LoadResults.SecondSample;
import java.util.ArrayList;
import java.util.List;

/**
 * Slow warm-up: from the load's per-second series, how long throughput and latency took to settle,
 * and whether failures crowded into those first seconds. A JVM starts interpreted and compiles as
 * it goes, so its first seconds are slower; what matters is how long that lasts.
 */
public final class SlowWarmupRule implements Rule {

  /** Seconds averaged together, so that one noisy second does not decide. */
  static final int WINDOW = 3;

  /** A window is warm when its throughput reaches this share of the steady throughput... */
  static final double SETTLED_THROUGHPUT = 0.9;

  /** ...and its p99 is no more than this multiple of the steady p99. */
  static final double SETTLED_LATENCY = 2.0;

  @Override
  public String id() {
    return "slow-warmup";
  }

  @Override
  public String title() {
    return "Slow warm-up";
  }

  @Override
  public List<Input<?>> requires() {
    return List.of(LoadInputs.LOAD_RESULTS);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    List<SecondSample> series = inputs.require(LoadInputs.LOAD_RESULTS).perSecond();
    if (series.size() < 2 * WINDOW + 2) {
      return List.of(); // too short to tell warm-up from noise
    }
    // The last second is usually cut short by the end of the load: leave it out.
    List<SecondSample> whole = series.subList(0, series.size() - 1);
    WarmupCurve curve = WarmupCurve.of(whole);
    if (curve.settledAfter() < 2) {
      return List.of();
    }
    return List.of(finding(curve, inputs.require(LoadInputs.LOAD_RESULTS)));
  }

  private Finding finding(WarmupCurve curve, LoadResults results) {
    double share = (double) curve.settledAfter() / curve.seconds();
    long warmupKo = curve.warmupKo();
    boolean failuresInWarmup = results.ko() > 0 && warmupKo * 2 >= curve.totalKo();
    int score = (int) Math.min(100, Math.round(25 + 100 * share) + (failuresInWarmup ? 15 : 0));
    String summary =
        String.format(
            "Throughput and latency took %d s of the %d s load to settle: the first %d s averaged"
                + " %s req/s against %s req/s once warm, with p99 up to %s against %s.",
            curve.settledAfter(),
            curve.seconds(),
            curve.settledAfter(),
            Numbers.rate(curve.warmupThroughput()),
            Numbers.rate(curve.steadyThroughput()),
            Numbers.millis(curve.warmupMaxP99()),
            Numbers.millis(curve.steadyP99()));
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(Evidence.of("settled after", curve.settledAfter() + " s"));
    evidence.add(
        Evidence.of("warm-up throughput", Numbers.rate(curve.warmupThroughput()) + " req/s"));
    evidence.add(
        Evidence.of("steady throughput", Numbers.rate(curve.steadyThroughput()) + " req/s"));
    evidence.add(Evidence.of("warm-up max p99", Numbers.millis(curve.warmupMaxP99())));
    evidence.add(Evidence.of("steady p99", Numbers.millis(curve.steadyP99())));
    if (curve.totalKo() > 0) {
      evidence.add(
          Evidence.of(
              "KO during warm-up",
              Numbers.count(warmupKo) + " of " + Numbers.count(curve.totalKo())));
    }
    return new Finding(
        id(),
        score,
        summary,
        "The JVM interprets code until the JIT has compiled the hot paths, so a freshly started"
            + " service serves fewer requests, more slowly, until then. Measurements taken in"
            + " this window describe start-up, not the steady state, and users who arrive in it"
            + " see the slow responses"
            + (failuresInWarmup ? ", and here most of the failed requests fell in it." : "."),
        "Send warm-up traffic before measuring or before taking real traffic; on JDK 25 an"
            + " ahead-of-time cache (-XX:AOTCacheOutput, then -XX:AOTCache) shortens start-up"
            + " and warm-up. See the long-compilation finding for what the JIT spent longest on.",
        evidence);
  }
}
