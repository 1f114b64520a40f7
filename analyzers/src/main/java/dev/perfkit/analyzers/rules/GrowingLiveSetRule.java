package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.liveset.LiveSetGrowth;
import dev.perfkit.analyzers.liveset.LoadRate;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * A live set that grows steadily over the run: the heap after GC, fitted on its lower envelope
 * ({@link LiveSetGrowth}), rose by a good share and many megabytes from the first pause to the
 * last. What a leak or an unbounded cache looks like before it ends in full GCs or an out-of-memory
 * error.
 */
public final class GrowingLiveSetRule extends RuleBase {

  /** The fewest pauses with a heap size: two points are a line whatever the heap did. */
  static final int MIN_PAUSES = 3;

  /** The least fitted growth worth a finding... */
  static final long MIN_GROWTH_BYTES = 8L << 20;

  /** ...and the least share of the live set it started from. */
  static final double MIN_GROWTH_SHARE = 0.25;

  /** The shortest span: a log of a JVM's first second shows its start-up filling the heap. */
  static final double MIN_SECONDS = 1;

  /** The least share of the growth in the span's second half: else it was a levelled-off step. */
  static final double MIN_LATE_SHARE = 0.25;

  /** The growth, as a multiple of the starting live set, that makes it a warning. */
  static final double WARNING_RATIO = 4;

  public GrowingLiveSetRule() {
    super("growing-live-set", "Growing live set", GcInputs.GC_LOG);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    GcLog log = inputs.require(GcInputs.GC_LOG);
    double rate = inputs.get(LoadInputs.LOAD_RESULTS).map(LoadRate::requestsPerSecond).orElse(0.0);
    return LiveSetGrowth.of(log.timeline())
        .filter(GrowingLiveSetRule::steady)
        .map(growth -> List.of(finding(growth, rate, inputs.sourceOf(GcInputs.GC_LOG))))
        .orElse(List.of());
  }

  /**
   * Whether the growth is worth a finding: enough pauses over at least a second, large in bytes and
   * in share, and still going on in the span's second half.
   */
  static boolean steady(LiveSetGrowth growth) {
    double grown = growth.growthBytes();
    long envelopeGrowth = growth.endBytes() - growth.startBytes();
    return growth.pauses() >= MIN_PAUSES
        && growth.seconds() >= MIN_SECONDS
        && grown >= MIN_GROWTH_BYTES
        && grown >= MIN_GROWTH_SHARE * Math.max(1, growth.startBytes())
        && growth.endBytes() - growth.midBytes() >= MIN_LATE_SHARE * envelopeGrowth;
  }

  /** 25 at a growth of a quarter of the starting live set, 75 at four times it. */
  static int score(LiveSetGrowth growth) {
    double ratio = growth.growthBytes() / Math.max(1, growth.startBytes());
    return LogarithmicScore.of(ratio, MIN_GROWTH_SHARE, WARNING_RATIO);
  }

  private Finding finding(LiveSetGrowth growth, double rate, String source) {
    return finding("", score(growth))
        .summary(
            String.format(
                "The heap after GC grew from %s to %s over %s: %s.",
                Quantity.bytes(growth.startBytes()).text(),
                Quantity.bytes(growth.endBytes()).text(),
                Quantity.of(growth.seconds(), Unit.SECONDS).text(),
                rateText(growth, rate)))
        .explanation(
            "What stays reachable after each collection kept growing: something holds on to"
                + " objects (a cache without a bound, a listener never removed, a collection that"
                + " only grows). It ends in ever longer collections, full GCs or an out-of-memory"
                + " error.")
        .suggestion(
            "Take two heap dumps a while apart (jcmd <pid> GC.heap_dump) and compare what grew;"
                + " bound or evict what keeps it.")
        .source(source)
        .evidence(evidence(growth, rate));
  }

  private static String rateText(LiveSetGrowth growth, double rate) {
    String perSecond = Quantity.of(growth.bytesPerSecond(), Unit.BYTES_PER_SECOND).text();
    return rate > 0
        ? perSecond + ", " + Quantity.of(growth.perRequest(rate), Unit.BYTES_PER_REQUEST).text()
        : perSecond;
  }

  private static List<Evidence> evidence(LiveSetGrowth growth, double rate) {
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(Evidence.of("live set at the first pause", Quantity.bytes(growth.startBytes())));
    evidence.add(Evidence.of("live set at the last pause", Quantity.bytes(growth.endBytes())));
    evidence.add(
        Evidence.of("growth rate", Quantity.of(growth.bytesPerSecond(), Unit.BYTES_PER_SECOND)));
    if (rate > 0) {
      evidence.add(
          Evidence.of(
              "retained per request",
              Quantity.of(growth.perRequest(rate), Unit.BYTES_PER_REQUEST)));
    }
    evidence.add(Evidence.of("pauses fitted", Quantity.count(growth.pauses())));
    return evidence;
  }
}
