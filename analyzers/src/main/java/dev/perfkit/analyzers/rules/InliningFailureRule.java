package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.compilation.FailedCallSite;
import dev.perfkit.analyzers.compilation.InliningLimit;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.scope.ApplicationCpu;
import dev.perfkit.analyzers.scope.JitCompilerThreads;
import dev.perfkit.analyzers.stacks.JdkFrames;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Hot call sites the JIT declined to inline, from a compilation log or JFR's {@code
 * jdk.CompilerInlining}, judged on the decision of the compiler that makes the run's peak code: C2,
 * or C1 when C2 compiled nothing (tiered compilation stopped at C1, or no C2). C1's refusals in a
 * run that has C2 are a stepping stone's: C2 recompiles the hot callers with its own, larger
 * limits, and a caller it never compiled was not hot. Each site is weighed by its reason (a callee
 * too big for a hot site matters most) times its heat ({@link InliningHeat}: the CPU its caller's
 * or callee's own code takes, or the callee's subtree when it is a plateau, out of the CPU samples
 * of every thread but the profilers' and the JIT compiler's). Sites inside the JDK rank lower: the
 * user cannot change them.
 */
public final class InliningFailureRule extends RuleBase {

  /**
   * At most this many findings, the highest scores. A busy service fails dozens of sites at similar
   * scores; ten leaves room for the one that matters without burying the rest.
   */
  static final int MAX_FINDINGS = 10;

  /** Sites whose caller is JDK code keep this share of their score. */
  static final double JDK_CALLER_FACTOR = 0.6;

  static final int MIN_SCORE = 25;

  public InliningFailureRule() {
    super("inlining-failure", "Hot call site not inlined", JitActivity.INPUT);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    JitActivity jit = inputs.require(JitActivity.INPUT);
    // Heat is a share of the application's execution: the JIT's own threads are left out.
    StackProfile cpu = ApplicationCpu.of(inputs).map(JitCompilerThreads::without).orElse(null);
    String cpuSource = inputs.sourceOf(StackInputs.CPU);
    String peak = peakCompiler(jit);
    Map<String, Long> plateaus = cpu == null ? Map.of() : HotSubtreeRule.plateaus(cpu);
    List<Scored> scored = new ArrayList<>();
    for (FailedCallSite site : jit.failedSites()) {
      InliningHeat heat = InliningHeat.of(site, cpu, plateaus);
      scored.add(new Scored(site, score(site, heat, peak), heat));
    }
    scored.sort(Comparator.comparingInt(Scored::score).reversed());
    // One finding per caller and callee: C1 and C2 often both fail the same site, and for
    // different reasons. The peak compiler's reason leads; the other reasons are named beside it.
    Map<String, List<Scored>> bySite = new LinkedHashMap<>();
    for (Scored candidate : scored) {
      bySite.computeIfAbsent(subject(candidate.site()), key -> new ArrayList<>()).add(candidate);
    }
    // A caller out of inlining budget refuses every callee past it for the same reason: one
    // finding per such caller, its hottest site leading, the other callees named in it. Otherwise
    // one hot caller's dozen small callees would crowd out every other site.
    Map<String, List<List<Scored>>> leads = new LinkedHashMap<>();
    for (List<Scored> site : bySite.values()) {
      if (site.get(0).score() < MIN_SCORE) {
        break;
      }
      FailedCallSite lead = site.get(0).site();
      String key = outOfBudget(lead) ? lead.caller() + " out of budget" : subject(lead);
      List<List<Scored>> same = leads.get(key);
      if (same != null) {
        same.add(site);
      } else if (leads.size() < MAX_FINDINGS) {
        leads.put(key, new ArrayList<>(List.of(site)));
      }
    }
    List<Finding> findings = new ArrayList<>();
    for (List<List<Scored>> sites : leads.values()) {
      List<String> folded =
          sites.stream().skip(1).map(site -> site.get(0).site().callee()).toList();
      findings.add(finding(sites.get(0), jit, cpuSource, peak, folded));
    }
    return findings;
  }

  /** Whether the caller refused the callee for want of budget (depth, size, node count). */
  private static boolean outOfBudget(FailedCallSite site) {
    return InliningReason.of(site.reason()) == InliningReason.TOO_DEEP;
  }

  private record Scored(FailedCallSite site, int score, InliningHeat heat) {}

  private static String subject(FailedCallSite site) {
    return site.caller() + " -> " + site.callee();
  }

  /**
   * "c2" when C2 compiled anything in the run, else "c1": the compiler whose code the hot methods
   * end up running.
   */
  static String peakCompiler(JitActivity jit) {
    boolean c2 =
        !jit.reachedC2().isEmpty()
            || jit.failedSites().stream().anyMatch(site -> site.compilers().contains("c2"));
    return c2 ? "c2" : "c1";
  }

  /**
   * The site's score: 0 when the peak compiler made no decision there. A C1 verdict in a run with
   * C2 is a stepping stone's, even on a callee over FreqInlineSize that C2 would refuse too: until
   * C2 compiles the caller the run measured C1's code, and the caller's C2 code is not yet known.
   */
  static int score(FailedCallSite site, InliningHeat heat, String peakCompiler) {
    if (!site.compilers().contains(peakCompiler)) {
      return 0;
    }
    double factor = JdkFrames.isJdk(site.caller()) ? JDK_CALLER_FACTOR : 1;
    InliningReason reason = InliningReason.of(site.reason());
    return (int) Math.round(100 * reason.weight * heat.of(site) * factor);
  }

  private Finding finding(
      List<Scored> decisions,
      JitActivity jit,
      String cpuSource,
      String peakCompiler,
      List<String> sameReasonCallees) {
    Scored lead = decisions.get(0);
    FailedCallSite site = lead.site();
    List<String> otherReasons =
        decisions.stream()
            .skip(1)
            .map(Scored::site)
            .filter(other -> !other.reason().equals(site.reason()))
            .map(other -> reasonWithLimit(other, jit))
            .distinct()
            .toList();
    String summary =
        String.format(
                "%s%s is not inlined into %s at a call site %s: %s%s",
                site.callee(),
                site.calleeBytes() > 0
                    ? " (" + Quantity.count(site.calleeBytes()).text() + " bytes of bytecode)"
                    : "",
                site.caller(),
                heatText(site, lead.heat(), cpuSource),
                reasonWithLimit(site, jit),
                otherReasons.isEmpty() ? "" : "; also " + String.join("; ", otherReasons))
            + (sameReasonCallees.isEmpty()
                ? ""
                : " (as "
                    + Quantity.count(sameReasonCallees.size()).text()
                    + (sameReasonCallees.size() == 1
                        ? " other callee of the same caller is)"
                        : " other callees of the same caller are)"))
            + ".";
    InliningReason reason = InliningReason.of(site.reason());
    Optional<InliningLimit> limit = limitCrossed(site, jit);
    return finding(subject(site), lead.score())
        .summary(summary)
        .explanation(
            reason.meaning
                + " A call that is not inlined costs a real call, and it hides the callee's body"
                + " from the caller's optimizations: escape analysis, constant folding, loop"
                + " optimizations."
                + (jit.source().equals("JFR recording")
                    ? " (JFR records no callee size: a compilation log would give it.)"
                    : ""))
        .suggestion(suggestion(reason, limit, peakCompiler))
        .source(jit.source())
        .evidence(evidence(site, limit, lead.heat(), cpuSource, otherReasons, sameReasonCallees));
  }

  /** The reason's advice, with the limit and the compiler it belongs to when the evidence says. */
  private static String suggestion(
      InliningReason reason, Optional<InliningLimit> limit, String peakCompiler) {
    String compiler = peakCompiler.toUpperCase(Locale.ROOT);
    return reason.suggestion
        + limit
            .map(l -> " The limit here is " + compiler + "'s " + l.flag() + "=" + l.value() + ".")
            .orElse("")
        + (peakCompiler.equals("c1")
            ? " C1 makes this run's peak code (C2 compiled nothing): if that is not meant, check"
                + " -XX:TieredStopAtLevel first."
            : "");
  }

  /**
   * "hot method too big (FreqInlineSize=325)": the reason with the limit it is about, when the
   * evidence gave the JVM's flags (a compilation log does, JFR does not).
   */
  private static String reasonWithLimit(FailedCallSite site, JitActivity jit) {
    return site.reason()
        + limitCrossed(site, jit).map(l -> " (" + l.flag() + "=" + l.value() + ")").orElse("");
  }

  private static Optional<InliningLimit> limitCrossed(FailedCallSite site, JitActivity jit) {
    if (!jit.source().equals("compilation log")) {
      return Optional.empty();
    }
    String compiler = site.compilers().contains("c2") ? "c2" : site.compilers().get(0);
    return jit.limits().crossedBy(site.reason(), compiler);
  }

  private static List<Evidence> evidence(
      FailedCallSite site,
      Optional<InliningLimit> limit,
      InliningHeat heat,
      String cpuSource,
      List<String> others,
      List<String> sameReasonCallees) {
    List<Evidence> evidence = new ArrayList<>();
    if (heat.profiled()) {
      evidence.add(
          Evidence.of(
              "hottest share of CPU samples (" + cpuSource + ")",
              Quantity.fraction(heat.hottestShare())));
      evidence.add(Evidence.of("caller's own-code share", Quantity.fraction(heat.callerOwn())));
      evidence.add(Evidence.of("callee's own-code share", Quantity.fraction(heat.calleeOwn())));
      if (heat.calleePlateau() > 0) {
        evidence.add(
            Evidence.of("callee's plateau subtree share", Quantity.fraction(heat.calleePlateau())));
      }
    }
    if (site.maxCount() >= 0) {
      evidence.add(Evidence.of("call count at the site", Quantity.count(site.maxCount())));
    }
    if (site.maxInvocations() > 0) {
      evidence.add(Evidence.of("callee invocations", Quantity.count(site.maxInvocations())));
    }
    evidence.add(Evidence.text("reason", site.reason()));
    evidence.add(Evidence.text("caller", site.caller()));
    evidence.add(Evidence.text("callee", site.callee()));
    if (!others.isEmpty()) {
      evidence.add(Evidence.text("other reasons at the site", String.join("; ", others)));
    }
    if (!sameReasonCallees.isEmpty()) {
      evidence.add(
          Evidence.text(
              "other callees the caller refuses for the same reason",
              String.join(", ", sameReasonCallees)));
    }
    if (site.calleeBytes() > 0) {
      evidence.add(Evidence.of("callee bytecode bytes", Quantity.count(site.calleeBytes())));
    }
    limit.ifPresent(l -> evidence.add(Evidence.text("limit crossed", l.toString())));
    evidence.add(Evidence.text("compilers", String.join(", ", site.compilers())));
    evidence.add(Evidence.of("decisions", Quantity.count(site.occurrences())));
    return evidence;
  }

  private static String heatText(FailedCallSite site, InliningHeat heat, String cpuSource) {
    if (heat.profiled()) {
      return "where "
          + heat.hottest(site)
          + " "
          + Quantity.fraction(heat.hottestShare()).text()
          + " of CPU samples ("
          + cpuSource
          + ")";
    }
    if (site.maxCount() >= 0) {
      return "called " + Quantity.count(site.maxCount()).text() + " times";
    }
    return "whose callee ran " + Quantity.count(site.maxInvocations()).text() + " times";
  }
}
