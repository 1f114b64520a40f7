package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.compilation.CompileTask;
import dev.perfkit.analyzers.compilation.FailedCallSite;
import dev.perfkit.analyzers.compilation.InliningLimits;
import dev.perfkit.analyzers.compilation.MethodCompileStats;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.jfr.Compilations;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The JIT's work in a run, whichever evidence told it: a HotSpot compilation log, or a JFR
 * recording's {@code jdk.Compilation} and {@code jdk.CompilerInlining} events. Every method is
 * named {@code pkg.Class.method}, with its descriptor where a log's overloads would share the name
 * ({@link OverloadNames}). JFR gives no callee bytecode size, no call count at a site and no
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
    OverloadNames names = new OverloadNames(methodsNamed(log));
    return new JitActivity(
        "compilation log",
        log.limits(),
        log.failedCallSites().stream().map(site -> dotted(site, names)).toList(),
        log.methods().stream()
            .filter(method -> method.highestLevel() >= 4)
            .map(method -> names.of(method.method()))
            .collect(Collectors.toSet()),
        log.longestCompilations().stream().map(task -> dotted(task, names)).toList(),
        log.methods().stream()
            .collect(
                Collectors.toMap(m -> names.of(m.method()), Function.identity(), (a, b) -> a)));
  }

  /** Every method the log names, so that overloads are told apart wherever they appear. */
  private static List<String> methodsNamed(CompilationLog log) {
    List<String> methods = new ArrayList<>();
    log.methods().forEach(m -> methods.add(m.method()));
    log.longestCompilations().forEach(task -> methods.add(task.method()));
    for (FailedCallSite site : log.failedCallSites()) {
      methods.add(site.caller());
      methods.add(site.callee());
    }
    return methods;
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

  private static FailedCallSite dotted(FailedCallSite site, OverloadNames names) {
    return new FailedCallSite(
        names.of(site.caller()),
        names.of(site.callee()),
        site.calleeBytes(),
        site.reason(),
        site.occurrences(),
        site.maxCount(),
        site.maxInvocations(),
        site.compilers());
  }

  private static CompileTask dotted(CompileTask task, OverloadNames names) {
    return new CompileTask(
        task.compileId(),
        names.of(task.method()),
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
