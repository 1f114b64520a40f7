package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.scope.ApplicationCpu;
import dev.perfkit.analyzers.stacks.FrameStats;
import dev.perfkit.analyzers.stacks.MethodShare;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackPaths;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.util.List;

/**
 * Finds a frame that holds a large share of the CPU samples by itself (its self time): the wide
 * plateau at the top of a flame graph, where optimising one method pays off the most.
 */
public final class DominantFrameRule extends RuleBase {

  /** A frame below this share of self CPU samples is not reported. */
  static final double MIN_SHARE = 0.20;

  /** Fewer samples than this say too little about where the time goes. */
  static final long MIN_SAMPLES = 50;

  private static final int MAX_FINDINGS = 3;

  public DominantFrameRule() {
    super("dominant-frame", "Dominant frame", StackInputs.CPU);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    StackProfile profile = ApplicationCpu.of(inputs).orElseThrow();
    if (profile.total() < MIN_SAMPLES) {
      return List.of();
    }
    String source = inputs.sourceOf(StackInputs.CPU);
    return profile.topSelf(MAX_FINDINGS).stream()
        .filter(frame -> (double) frame.self() / profile.total() >= MIN_SHARE)
        .map(frame -> finding(profile, frame, source))
        .toList();
  }

  private Finding finding(StackProfile profile, FrameStats frame, String source) {
    MethodShare share = profile.share(frame.name());
    String denominator = Shares.denominator(profile, source);
    int node = StackPaths.heaviestSelfNode(profile, frame.name());
    return finding(frame.name(), ProfileAmounts.scoreOfShare(share.selfShare()))
        .summary(
            frame.name()
                + " runs on the CPU itself in "
                + Quantity.fraction(share.selfShare()).text()
                + " "
                + denominator
                + ".")
        .explanation(
            "One frame doing this much of the work by itself is where a change pays off the most:"
                + " halving its cost saves half of its share of all CPU time.")
        .suggestion(
            "Look at what "
                + frame.name()
                + " computes per call and how often it is called (its"
                + " callers are in the stack below); cache, batch or simplify the work.")
        .source(source)
        .evidence(
            List.of(
                Evidence.of("self share " + denominator, Quantity.fraction(share.selfShare())),
                Evidence.of("on-stack share", Quantity.fraction(share.onStackShare())),
                Evidence.of("self samples", Quantity.count(share.self())),
                Evidence.of("all samples", Quantity.count(share.total())),
                Evidence.stack(
                    "heaviest stack",
                    ProfileAmounts.amount(profile.tree().self(node), profile.unit()),
                    StackPaths.innermostFirst(profile, node, 64))));
  }
}
