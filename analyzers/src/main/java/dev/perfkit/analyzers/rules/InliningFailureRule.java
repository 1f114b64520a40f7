package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.FailedCallSite;
import dev.perfkit.analyzers.compilation.InliningLimit;
import dev.perfkit.analyzers.compilation.MethodHotness;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.stacks.JdkFrames;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Hot call sites the JIT declined to inline, from a compilation log or JFR's {@code
 * jdk.CompilerInlining}: each failed site is weighed by its reason (a callee too big for a hot site
 * matters most) times how hot the site is (C2's call count, or the callee's invocations, or its CPU
 * share when a profile gives one). Sites inside the JDK rank lower: the user cannot change them.
 * JFR gives neither call counts nor callee sizes, so from JFR alone a site is as hot as its
 * callee's CPU share.
 */
public final class InliningFailureRule extends RuleBase {

  /**
   * At most this many findings, the highest scores. A busy service fails dozens of sites at similar
   * scores; ten leaves room for the one that matters without burying the rest.
   */
  static final int MAX_FINDINGS = 10;

  /** A call count of a million (10^6) makes a site as hot as the count can say. */
  static final double HOT_COUNT_DECADES = 6;

  /**
   * A callee with this share of the CPU samples is as hot as it gets: few methods of a service are
   * on the stack in one sample of twenty, and C2's call counts, taken when it compiled the caller
   * early in the run, understate how hot such a site became.
   */
  static final double HOT_CPU_SHARE = 0.05;

  /** Sites whose caller is JDK code keep this share of their score. */
  static final double JDK_CALLER_FACTOR = 0.6;

  /**
   * A site only C1 failed, in a caller C2 later compiled, keeps this share of its score: C1's code
   * is a stepping stone that C2's replaces, and C2 makes its own inlining decisions.
   */
  static final double C1_SUPERSEDED_FACTOR = 0.3;

  /**
   * A site C1 refused for a callee C2 may inline (under FreqInlineSize) keeps this share: the
   * refusal lasts only until C2 compiles the caller. A callee over FreqInlineSize is refused by C2
   * too, so C1's refusal then weighs as much as C2's "hot method too big".
   */
  static final double C2_MAY_INLINE_FACTOR = 0.5;

  static final int MIN_SCORE = 25;

  public InliningFailureRule() {
    super("inlining-failure", "Hot call site not inlined", JitActivity.INPUT);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    JitActivity jit = inputs.require(JitActivity.INPUT);
    Optional<MethodHotness> hotness = inputs.get(CompilationInputs.METHOD_HOTNESS);
    String cpuSource = inputs.sourceOf(CompilationInputs.METHOD_HOTNESS);
    long freqInlineSize = jit.limits().value("FreqInlineSize");
    List<Scored> scored = new ArrayList<>();
    for (FailedCallSite site : jit.failedSites()) {
      double cpuShare = cpuShare(site, hotness);
      scored.add(
          new Scored(site, score(site, cpuShare, jit.reachedC2(), freqInlineSize), cpuShare));
    }
    scored.sort(Comparator.comparingInt(Scored::score).reversed());
    // One finding per caller and callee: C1 and C2 often both fail the same site, and for
    // different reasons ("callee is too large" in C1, "hot method too big" or "already compiled
    // into a medium method" in C2, depending on which compiled first). The highest score leads;
    // the other reasons are named beside it.
    Map<String, List<Scored>> bySite = new LinkedHashMap<>();
    for (Scored candidate : scored) {
      bySite.computeIfAbsent(subject(candidate.site()), key -> new ArrayList<>()).add(candidate);
    }
    List<Finding> findings = new ArrayList<>();
    for (List<Scored> site : bySite.values()) {
      if (site.get(0).score() < MIN_SCORE || findings.size() == MAX_FINDINGS) {
        break;
      }
      findings.add(finding(site, jit, cpuSource));
    }
    return findings;
  }

  private record Scored(FailedCallSite site, int score, double cpuShare) {}

  private static String subject(FailedCallSite site) {
    return site.caller() + " -> " + site.callee();
  }

  /** The site's score; {@code cpuShare} is its callee's share of the CPU samples, 0 if unknown. */
  static int score(
      FailedCallSite site, double cpuShare, Set<String> reachedC2, long freqInlineSize) {
    double byCount = Math.min(1, Math.log10(Math.max(1, site.hotness())) / HOT_COUNT_DECADES);
    double byCpu = Math.min(1, cpuShare / HOT_CPU_SHARE);
    InliningReason reason = InliningReason.of(site.reason());
    double factor = JdkFrames.isJdk(site.caller()) ? JDK_CALLER_FACTOR : 1;
    if (site.compilers().equals(List.of("c1"))) {
      if (reachedC2.contains(site.caller())) {
        factor *= C1_SUPERSEDED_FACTOR;
      }
      if (reason == InliningReason.TOO_LARGE && site.calleeBytes() > freqInlineSize) {
        reason = InliningReason.HOT_TOO_BIG;
      } else if (reason == InliningReason.TOO_LARGE) {
        factor *= C2_MAY_INLINE_FACTOR;
      }
    }
    return (int) Math.round(100 * reason.weight * Math.max(byCount, byCpu) * factor);
  }

  private static double cpuShare(FailedCallSite site, Optional<MethodHotness> hotness) {
    return hotness
        .map(h -> h.cpuShare(Methods.holderOf(site.callee()), Methods.simpleNameOf(site.callee())))
        .orElse(0.0);
  }

  private Finding finding(List<Scored> decisions, JitActivity jit, String cpuSource) {
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
            "%s%s is not inlined into %s at a call site %s: %s%s.",
            site.callee(),
            site.calleeBytes() > 0
                ? " (" + Quantity.count(site.calleeBytes()).text() + " bytes of bytecode)"
                : "",
            site.caller(),
            heat(site, lead.cpuShare(), cpuSource),
            reasonWithLimit(site, jit),
            otherReasons.isEmpty() ? "" : "; also " + String.join("; ", otherReasons));
    InliningReason reason = InliningReason.of(site.reason());
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
        .suggestion(reason.suggestion)
        .source(jit.source())
        .evidence(
            evidence(site, limitCrossed(site, jit), lead.cpuShare(), cpuSource, otherReasons));
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
      double cpuShare,
      String cpuSource,
      List<String> others) {
    List<Evidence> evidence = new ArrayList<>();
    if (cpuShare > 0) {
      evidence.add(
          Evidence.of(
              "callee's share of CPU samples (" + cpuSource + ")", Quantity.fraction(cpuShare)));
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
    if (site.calleeBytes() > 0) {
      evidence.add(Evidence.of("callee bytecode bytes", Quantity.count(site.calleeBytes())));
    }
    limit.ifPresent(l -> evidence.add(Evidence.text("limit crossed", l.toString())));
    evidence.add(Evidence.text("compilers", String.join(", ", site.compilers())));
    evidence.add(Evidence.of("decisions", Quantity.count(site.occurrences())));
    return evidence;
  }

  private static String heat(FailedCallSite site, double cpuShare, String cpuSource) {
    if (site.maxCount() >= 0) {
      return "called " + Quantity.count(site.maxCount()).text() + " times";
    }
    if (site.maxInvocations() > 0) {
      return "whose callee ran " + Quantity.count(site.maxInvocations()).text() + " times";
    }
    return "whose callee is on the stack in "
        + Quantity.fraction(cpuShare).text()
        + " of CPU samples ("
        + cpuSource
        + ")";
  }
}
