package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.compilation.FailedCallSite;
import dev.perfkit.analyzers.compilation.InliningLimit;
import dev.perfkit.analyzers.compilation.MethodHotness;
import dev.perfkit.analyzers.compilation.MethodNames;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.findings.Rule;
import dev.perfkit.analyzers.format.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Hot call sites the JIT declined to inline: each failed site is weighed by its reason (a callee
 * too big for a hot site matters most) times how hot the site is (C2's call count, or the callee's
 * invocations, or its CPU share when a profile gives one). Sites inside the JDK rank lower: the
 * user cannot change them.
 */
public final class InliningFailureRule implements Rule {

  /** At most this many findings, the highest scores. */
  static final int MAX_FINDINGS = 5;

  /** A call count of a million (10^6) makes a site as hot as the count can say. */
  static final double HOT_COUNT_DECADES = 6;

  /** A callee with this share of the CPU samples is as hot as it gets. */
  static final double HOT_CPU_SHARE = 0.10;

  /** Sites whose caller is JDK code keep this share of their score. */
  static final double JDK_CALLER_FACTOR = 0.6;

  static final int MIN_SCORE = 25;

  @Override
  public String id() {
    return "inlining-failure";
  }

  @Override
  public String title() {
    return "Hot call site not inlined";
  }

  @Override
  public List<Input<?>> requires() {
    return List.of(CompilationInputs.COMPILATION_LOG);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    CompilationLog log = inputs.require(CompilationInputs.COMPILATION_LOG);
    Optional<MethodHotness> hotness = inputs.get(CompilationInputs.METHOD_HOTNESS);
    List<Scored> scored = new ArrayList<>();
    for (FailedCallSite site : log.failedCallSites()) {
      scored.add(new Scored(site, score(site, hotness), cpuShare(site, hotness)));
    }
    scored.sort(Comparator.comparingInt(Scored::score).reversed());
    List<Finding> findings = new ArrayList<>();
    Set<String> reported = new HashSet<>();
    for (Scored candidate : scored) {
      if (candidate.score() < MIN_SCORE || findings.size() == MAX_FINDINGS) {
        break;
      }
      // One finding per caller and callee: C1 and C2 often both fail the same site.
      if (reported.add(candidate.site().caller() + " -> " + candidate.site().callee())) {
        findings.add(finding(candidate, log));
      }
    }
    return findings;
  }

  private record Scored(FailedCallSite site, int score, double cpuShare) {}

  static int score(FailedCallSite site, Optional<MethodHotness> hotness) {
    double byCount = Math.min(1, Math.log10(Math.max(1, site.hotness())) / HOT_COUNT_DECADES);
    double byCpu = Math.min(1, cpuShare(site, hotness) / HOT_CPU_SHARE);
    double factor = isJdk(site.caller()) ? JDK_CALLER_FACTOR : 1;
    return (int)
        Math.round(
            100 * InliningReason.of(site.reason()).weight * Math.max(byCount, byCpu) * factor);
  }

  private static double cpuShare(FailedCallSite site, Optional<MethodHotness> hotness) {
    return hotness
        .map(
            h ->
                h.cpuShare(
                    MethodNames.holderOf(site.callee()), MethodNames.simpleNameOf(site.callee())))
        .orElse(0.0);
  }

  private Finding finding(Scored scored, CompilationLog log) {
    FailedCallSite site = scored.site();
    String compiler = site.compilers().contains("c2") ? "c2" : site.compilers().get(0);
    Optional<InliningLimit> limit = log.limits().crossedBy(site.reason(), compiler);
    InliningReason reason = InliningReason.of(site.reason());
    String summary =
        String.format(
            "%s%s is not inlined into %s at a call site %s: %s%s.",
            shortName(site.callee()),
            site.calleeBytes() > 0
                ? " (" + Numbers.count(site.calleeBytes()) + " bytes of bytecode)"
                : "",
            shortName(site.caller()),
            heat(site),
            site.reason(),
            limit.map(l -> " (" + l.flag() + "=" + l.value() + ")").orElse(""));
    return new Finding(
        id(),
        scored.score(),
        summary,
        reason.meaning
            + " A call that is not inlined costs a real call, and it hides the callee's body from"
            + " the caller's optimizations: escape analysis, constant folding, loop"
            + " optimizations.",
        reason.suggestion,
        evidence(site, limit, scored.cpuShare()));
  }

  private static List<Evidence> evidence(
      FailedCallSite site, Optional<InliningLimit> limit, double cpuShare) {
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(Evidence.of("caller", site.caller()));
    evidence.add(Evidence.of("callee", site.callee()));
    evidence.add(Evidence.of("reason", site.reason()));
    if (site.calleeBytes() > 0) {
      evidence.add(
          Evidence.of("callee bytecode size", Numbers.count(site.calleeBytes()) + " bytes"));
    }
    limit.ifPresent(l -> evidence.add(Evidence.of("limit crossed", l.toString())));
    if (site.maxCount() >= 0) {
      evidence.add(Evidence.of("call count at the site", Numbers.count(site.maxCount())));
    }
    evidence.add(Evidence.of("callee invocations", Numbers.count(site.maxInvocations())));
    if (cpuShare > 0) {
      evidence.add(Evidence.of("callee CPU share", Numbers.percent(cpuShare)));
    }
    evidence.add(Evidence.of("compilers", String.join(", ", site.compilers())));
    evidence.add(Evidence.of("decisions", Numbers.count(site.occurrences())));
    return evidence;
  }

  private static String heat(FailedCallSite site) {
    if (site.maxCount() >= 0) {
      return "called " + Numbers.count(site.maxCount()) + " times";
    }
    return "whose callee ran " + Numbers.count(site.maxInvocations()) + " times";
  }

  /** {@code java.util.ArrayList::grow(I)[Ljava/lang/Object;} as {@code ArrayList::grow}. */
  static String shortName(String method) {
    String holder = MethodNames.holderOf(method);
    return holder.substring(holder.lastIndexOf('.') + 1) + "::" + MethodNames.simpleNameOf(method);
  }

  private static boolean isJdk(String method) {
    return method.startsWith("java.")
        || method.startsWith("javax.")
        || method.startsWith("jdk.")
        || method.startsWith("sun.")
        || method.startsWith("com.sun.");
  }
}
