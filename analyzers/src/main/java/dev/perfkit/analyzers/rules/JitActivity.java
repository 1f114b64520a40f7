package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.compilation.CompileTask;
import dev.perfkit.analyzers.compilation.FailedCallSite;
import dev.perfkit.analyzers.compilation.InliningLimits;
import dev.perfkit.analyzers.compilation.MethodCompileStats;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.jfr.Compilations;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The JIT's work in a run, whichever evidence told it: a HotSpot compilation log, or a JFR
 * recording's {@code jdk.Compilation} and {@code jdk.CompilerInlining} events. Every method is
 * named {@code pkg.Class.method}. JFR gives no callee bytecode size, no call count at a site and no
 * inlining flags (the defaults are assumed), so the inlining rule weighs its sites by CPU share
 * alone.
 *
 * @param source "compilation log" or "JFR recording"
 * @param failedSites call sites that failed to inline; {@code calleeBytes} 0 and {@code maxCount}
 *     -1 when unknown
 * @param reachedC2 the methods C2 compiled
 * @param longestCompilations the longest compilations, longest first; {@code bytecodeBytes} 0 when
 *     unknown
 * @param methodStats per method, all its compilations summed; empty from JFR
 */
public record JitActivity(
    String source,
    InliningLimits limits,
    List<FailedCallSite> failedSites,
    Set<String> reachedC2,
    List<CompileTask> longestCompilations,
    Map<String, MethodCompileStats> methodStats) {

  /** The JIT's work, from whichever evidence {@link RuleInputs} found richest. */
  public static final Input<JitActivity> INPUT =
      new Input<>(
          "JIT compilations (a compilation log or JFR compilation events)", JitActivity.class);

  public JitActivity {
    failedSites = List.copyOf(failedSites);
    reachedC2 = Set.copyOf(reachedC2);
    longestCompilations = List.copyOf(longestCompilations);
    methodStats = Map.copyOf(methodStats);
  }

  static JitActivity of(CompilationLog log) {
    return new JitActivity(
        "compilation log",
        log.limits(),
        log.failedCallSites().stream().map(JitActivity::dotted).toList(),
        log.methods().stream()
            .filter(method -> method.highestLevel() >= 4)
            .map(method -> Methods.dotted(method.method()))
            .collect(Collectors.toSet()),
        log.longestCompilations().stream().map(JitActivity::dotted).toList(),
        log.methods().stream()
            .collect(
                Collectors.toMap(
                    m -> Methods.dotted(m.method()), Function.identity(), (a, b) -> a)));
  }

  static JitActivity of(Compilations jfr) {
    return new JitActivity(
        "JFR recording",
        InliningLimits.defaults(),
        jfr.failedSites().stream()
            .map(
                site ->
                    new FailedCallSite(
                        site.caller(),
                        site.callee(),
                        0,
                        site.reason(),
                        site.count(),
                        -1,
                        0,
                        site.compilers()))
            .toList(),
        jfr.reachedC2(),
        jfr.longest().stream()
            .map(
                c ->
                    new CompileTask(
                        c.compileId(),
                        c.method(),
                        c.compiler(),
                        c.level(),
                        0,
                        c.osr(),
                        0,
                        Math.round(c.durationMs()),
                        c.succeeded(),
                        ""))
            .toList(),
        Map.of());
  }

  private static FailedCallSite dotted(FailedCallSite site) {
    return new FailedCallSite(
        Methods.dotted(site.caller()),
        Methods.dotted(site.callee()),
        site.calleeBytes(),
        site.reason(),
        site.occurrences(),
        site.maxCount(),
        site.maxInvocations(),
        site.compilers());
  }

  private static CompileTask dotted(CompileTask task) {
    return new CompileTask(
        task.compileId(),
        Methods.dotted(task.method()),
        task.compiler(),
        task.level(),
        task.bytecodeBytes(),
        task.osr(),
        task.startSeconds(),
        task.durationMs(),
        task.success(),
        task.failureReason());
  }
}
