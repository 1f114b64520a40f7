package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.stacks.FrameStats;
import dev.perfkit.analyzers.stacks.FrameType;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Hot code that stays interpreted: a method with a real share of the CPU samples that ended in it
 * while the profiler marked its frame interpreted ({@code _[0]}), most of the times it was caught.
 * HotSpot compiles a method once it is hot, so a hot method still interpreted was never compiled:
 * too big ({@code -XX:+DontCompileHugeMethods} skips methods over 8000 bytes of bytecode), refused
 * by the compiler, excluded, or the JVM ran with {@code -Xint}. The interpreter runs bytecode tens
 * of times slower than compiled code.
 */
public final class InterpretedHotCodeRule extends RuleBase {

  /** The share of all CPU samples a method's self samples must reach to be hot. */
  static final double HOT_SHARE = 0.02;

  /** The share of its own samples a hot method must spend interpreted to count as staying so. */
  static final double MOSTLY_INTERPRETED = 0.5;

  /** Methods looked at, hottest first. */
  static final int CANDIDATES = 20;

  public InterpretedHotCodeRule() {
    super("interpreted-hot-code", "Hot code still interpreted", StackInputs.CPU);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    StackProfile profile = inputs.require(StackInputs.CPU);
    String source = inputs.sourceOf(StackInputs.CPU);
    if (profile.total() == 0) {
      return List.of();
    }
    return profile.topSelf(CANDIDATES).stream()
        .filter(frame -> (double) frame.self() / profile.total() >= HOT_SHARE)
        .map(frame -> interpreted(profile, frame, source))
        .flatMap(Optional::stream)
        .toList();
  }

  private Optional<Finding> interpreted(StackProfile profile, FrameStats frame, String source) {
    Map<FrameType, Long> byType = profile.selfByType(frame.name());
    long interpreted = byType.getOrDefault(FrameType.INTERPRETED, 0L);
    long javaSamples =
        byType.entrySet().stream()
            .filter(e -> e.getKey().isJava())
            .mapToLong(Map.Entry::getValue)
            .sum();
    if (javaSamples == 0 || (double) interpreted / javaSamples < MOSTLY_INTERPRETED) {
      return Optional.empty();
    }
    double share = (double) interpreted / profile.total();
    String denominator = Shares.denominator(profile, source);
    String summary =
        String.format(
            "%s ran interpreted in %s %s, %s of its own samples: hot code the JIT did not"
                + " compile.",
            frame.name(),
            Quantity.fraction(share).text(),
            denominator,
            Quantity.fraction((double) interpreted / javaSamples).text());
    return Optional.of(
        finding(frame.name(), ProfileAmounts.scoreOfShare(share))
            .summary(summary)
            .explanation(
                "HotSpot compiles a method once it has run often enough, so a method this hot"
                    + " that still runs in the interpreter was not compiled: it is too big"
                    + " (methods over 8000 bytes of bytecode are skipped), the compiler gave up"
                    + " on it, a compile command excluded it, or the run was too short for the"
                    + " JIT to reach it. Interpreted code runs many times slower than compiled.")
            .suggestion(
                "Look for the method in the compilation log (a failed or missing compile);"
                    + " split a huge method; if the run was short, measure after the JIT settles"
                    + " with --warmup-until-jit-idle.")
            .source(source)
            .evidence(
                List.of(
                    Evidence.of("interpreted samples", Quantity.count(interpreted)),
                    Evidence.of("its Java samples, any type", Quantity.count(javaSamples)),
                    Evidence.of("interpreted share " + denominator, Quantity.fraction(share)))));
  }
}
