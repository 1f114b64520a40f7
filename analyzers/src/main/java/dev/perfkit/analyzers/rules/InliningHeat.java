package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.compilation.FailedCallSite;
import dev.perfkit.analyzers.stacks.StackProfile;

/**
 * How hot a failed call site is, for the inlining rule: by the CPU its caller or its callee spends
 * in itself (self samples), when a CPU profile is there. An inclusive share would make every
 * dispatcher near the root hot (a callee with 48% on the stack and 0.07% self costs nothing to
 * call); a call that is not inlined costs the call and the optimizations lost across it, which
 * matter where the caller's or the callee's own code burns CPU. Without a profile only the JIT's
 * counts are left, which say how often the site ran before it was compiled, not what it cost: they
 * can make a site informational, never a warning.
 *
 * @param callerSelf the caller's self share of CPU samples, 0 when not profiled
 * @param calleeSelf the callee's self share of CPU samples, 0 when not profiled
 * @param profiled whether a CPU profile gave the shares
 */
record InliningHeat(double callerSelf, double calleeSelf, boolean profiled) {

  /** A method with this self share of the CPU samples is as hot as a site gets. */
  static final double HOT_SELF_SHARE = 0.05;

  /** A call count of a million (10^6) makes a site as hot as the count can say. */
  static final double HOT_COUNT_DECADES = 6;

  /** The most heat counts alone give: an informational finding at best. */
  static final double COUNTS_ONLY_CAP = 0.6;

  static InliningHeat of(FailedCallSite site, StackProfile cpu) {
    if (cpu == null || cpu.total() == 0) {
      return new InliningHeat(0, 0, false);
    }
    return new InliningHeat(
        cpu.share(site.caller()).selfShare(), cpu.share(site.callee()).selfShare(), true);
  }

  /** The heat from 0 to 1 that scales the reason's weight. */
  double of(FailedCallSite site) {
    if (profiled) {
      return Math.min(1, Math.max(callerSelf, calleeSelf) / HOT_SELF_SHARE);
    }
    double byCount = Math.log10(Math.max(1, site.hotness())) / HOT_COUNT_DECADES;
    return Math.min(COUNTS_ONLY_CAP, byCount);
  }

  /** Whichever of caller and callee is hotter by itself, for the sentence. */
  String hotter(FailedCallSite site) {
    return callerSelf >= calleeSelf ? "its caller " + site.caller() : "the callee";
  }

  double hotterShare() {
    return Math.max(callerSelf, calleeSelf);
  }
}
