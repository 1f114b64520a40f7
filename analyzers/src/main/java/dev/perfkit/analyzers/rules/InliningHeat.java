package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.compilation.FailedCallSite;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.util.Map;

/**
 * How hot a failed call site is, for the inlining rule: by the CPU its caller or its callee spends
 * in its own code, when a CPU profile is there. A method's own code is its compiled body: the
 * samples that end in it or in a frame the JIT inlined into it. A callee whose own code is cheap
 * still costs what a flame graph shows when it is a plateau ({@link HotSubtreeRule#plateaus}): its
 * subtree holds the cost and no deeper method or single frame holds half of it (the legacy request
 * reader, 10% of CPU as a subtree, 0.8% in its own code). An inclusive share alone would make every
 * dispatcher near the root hot (48% on the stack, 0.07% by itself, its cost passed on to the
 * handlers under it): a call not inlined costs the call and the optimizations lost across it, which
 * matter where the code on either side of it burns CPU. Without a profile only the JIT's counts are
 * left, which say how often the site ran before it was compiled, not what it cost: they can make a
 * site informational, never a warning.
 *
 * @param callerOwn the caller's own-code share of CPU samples, 0 when not profiled
 * @param calleeOwn the callee's own-code share of CPU samples, 0 when not profiled
 * @param calleePlateau the callee's subtree share when it is a plateau, else 0
 * @param profiled whether a CPU profile gave the shares
 */
record InliningHeat(double callerOwn, double calleeOwn, double calleePlateau, boolean profiled) {

  /** A method with this share of the CPU samples in its own code is as hot as a site gets. */
  static final double HOT_SHARE = 0.05;

  /** A call count of a million (10^6) makes a site as hot as the count can say. */
  static final double HOT_COUNT_DECADES = 6;

  /** The most heat counts alone give: an informational finding at best. */
  static final double COUNTS_ONLY_CAP = 0.6;

  /**
   * The site's heat in {@code cpu}, whose {@code plateaus} (method name to subtree count) come from
   * {@link HotSubtreeRule#plateaus}; {@code cpu} null when there is no CPU profile.
   */
  static InliningHeat of(FailedCallSite site, StackProfile cpu, Map<String, Long> plateaus) {
    if (cpu == null || cpu.total() == 0) {
      return new InliningHeat(0, 0, 0, false);
    }
    double total = cpu.total();
    String caller = inProfile(site.caller());
    String callee = cpu.share(inProfile(site.callee())).method();
    return new InliningHeat(
        cpu.ownCode(caller) / total,
        cpu.ownCode(callee) / total,
        plateaus.getOrDefault(callee, 0L) / total,
        true);
  }

  /**
   * The name a profile gives the method: without the descriptor an overload keeps in findings
   * ({@link OverloadNames}), as a profile's frames merge overloads.
   */
  private static String inProfile(String method) {
    int descriptor = method.indexOf('(');
    return descriptor < 0 ? method : method.substring(0, descriptor);
  }

  /** The heat from 0 to 1 that scales the reason's weight. */
  double of(FailedCallSite site) {
    if (profiled) {
      return Math.min(1, hottestShare() / HOT_SHARE);
    }
    double byCount = Math.log10(Math.max(1, site.hotness())) / HOT_COUNT_DECADES;
    return Math.min(COUNTS_ONLY_CAP, byCount);
  }

  /** The largest of the three shares: what makes the site hot. */
  double hottestShare() {
    return Math.max(callerOwn, Math.max(calleeOwn, calleePlateau));
  }

  /** What makes the site hot, for the sentence: "the callee runs its own code". */
  String hottest(FailedCallSite site) {
    if (calleePlateau > Math.max(callerOwn, calleeOwn)) {
      return "the callee and what it calls (a plateau no single frame under it explains) take";
    }
    return (callerOwn >= calleeOwn ? "its caller " + site.caller() : "the callee")
        + " runs its own code (with what the JIT inlined into it) in";
  }
}
