package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.LoadResults.SecondSample;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Slow warm-up: from the load's per-second series, how long throughput and latency took to settle,
 * and whether failures crowded into those first seconds. A JVM starts interpreted and compiles as
 * it goes, so its first seconds are slower; what matters is how long that lasts. The early seconds
 * count as warm-up only when they differ from the steady seconds beyond the steady seconds' own
 * noise ({@link NoiseBand}): a noisy run whose first minute is a little slower is not warming up.
 */
public final class SlowWarmupRule extends RuleBase {

  /** Seconds averaged together, so that one noisy second does not decide. */
  static final int WINDOW = 3;

  /** A window is warm when its throughput reaches this share of the steady throughput... */
  static final double SETTLED_THROUGHPUT = 0.9;

  /** ...and its p99 is no more than this multiple of the steady p99. */
  static final double SETTLED_LATENCY = 2.0;

  /** Fewer steady seconds than this give no noise to judge the early ones against. */
  static final int MIN_STEADY_SECONDS = 5;

  public SlowWarmupRule() {
    super("slow-warmup", "Slow warm-up", LoadInputs.LOAD_RESULTS);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    LoadResults results = inputs.require(LoadInputs.LOAD_RESULTS);
    List<SecondSample> series = results.perSecond();
    Optional<WarmupCurve> judged = WarmupCurve.ofLoad(series);
    if (judged.isEmpty()) {
      return List.of(); // too short to tell warm-up from noise
    }
    WarmupCurve curve = judged.get();
    List<SecondSample> whole = series.subList(0, curve.seconds());
    if (curve.settledAfter() < 2 || whole.size() - curve.settledAfter() < MIN_STEADY_SECONDS) {
      return List.of();
    }
    List<SecondSample> steady = whole.subList(curve.settledAfter(), whole.size());
    NoiseBand throughput = NoiseBand.of(steady.stream().mapToDouble(s -> s.requests()).toArray());
    NoiseBand p99 = NoiseBand.of(steady.stream().mapToDouble(SecondSample::p99Ms).toArray());
    List<SecondSample> early = whole.subList(0, curve.settledAfter());
    double earlyP99 = early.stream().mapToDouble(SecondSample::p99Ms).average().orElse(0);
    if (curve.warmupThroughput() >= throughput.lower() && earlyP99 <= p99.upper()) {
      return List.of(); // the early seconds are within the steady seconds' noise
    }
    return List.of(finding(curve, results, throughput));
  }

  /**
   * 25 plus half the warm-up's share of the run, up to 75; 10 more when most failures fell in it. A
   * warm-up costs its seconds once, so it ranks below a bottleneck of the steady state.
   */
  static int score(double shareOfRun, boolean failuresInWarmup) {
    return (int) Math.min(100, Math.round(25 + 50 * shareOfRun) + (failuresInWarmup ? 10 : 0));
  }

  private Finding finding(WarmupCurve curve, LoadResults results, NoiseBand steady) {
    double share = (double) curve.settledAfter() / curve.seconds();
    boolean failuresInWarmup = results.ko() > 0 && curve.warmupKo() * 2 >= curve.totalKo();
    String summary =
        String.format(
            "Throughput and latency took %d s of the %d s load to settle: the first %d s averaged"
                + " %s against %s once warm (whose noise reaches down to %s), with p99 up to %s"
                + " against %s.",
            curve.settledAfter(),
            curve.seconds(),
            curve.settledAfter(),
            rate(curve.warmupThroughput()).text(),
            rate(steady.mean()).text(),
            rate(steady.lower()).text(),
            Quantity.millis(curve.warmupMaxP99()).text(),
            Quantity.millis(curve.steadyP99()).text());
    return finding("", score(share, failuresInWarmup))
        .summary(summary)
        .explanation(
            "The JVM interprets code until the JIT has compiled the hot paths, so a freshly started"
                + " service serves fewer requests, more slowly, until then. Measurements taken in"
                + " this window describe start-up, not the steady state, and users who arrive in"
                + " it see the slow responses"
                + (failuresInWarmup ? ", and here most of the failed requests fell in it." : "."))
        .suggestion(
            "Send warm-up traffic before measuring or before taking real traffic; on JDK 25 an"
                + " ahead-of-time cache (-XX:AOTCacheOutput, then -XX:AOTCache) shortens start-up"
                + " and warm-up. See the long-compilation finding for what the JIT spent longest"
                + " on.")
        .source("load results")
        .evidence(evidence(curve, steady));
  }

  private static List<Evidence> evidence(WarmupCurve curve, NoiseBand steady) {
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(Evidence.of("settled after", Quantity.of(curve.settledAfter(), Unit.SECONDS)));
    evidence.add(Evidence.of("warm-up throughput", rate(curve.warmupThroughput())));
    evidence.add(Evidence.of("steady throughput (mean)", rate(steady.mean())));
    evidence.add(Evidence.of("steady throughput (sd per second)", rate(steady.sd())));
    evidence.add(Evidence.of("steady noise band, lower end", rate(steady.lower())));
    evidence.add(Evidence.of("warm-up max p99", Quantity.millis(curve.warmupMaxP99())));
    evidence.add(Evidence.of("steady p99 (median)", Quantity.millis(curve.steadyP99())));
    if (curve.totalKo() > 0) {
      evidence.add(Evidence.of("KO during warm-up", Quantity.count(curve.warmupKo())));
      evidence.add(Evidence.of("KO in all", Quantity.count(curve.totalKo())));
    }
    return evidence;
  }

  private static Quantity rate(double requestsPerSecond) {
    return Quantity.of(requestsPerSecond, Unit.REQUESTS_PER_SECOND);
  }
}
