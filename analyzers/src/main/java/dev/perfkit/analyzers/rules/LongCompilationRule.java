package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.compilation.CompileTask;
import dev.perfkit.analyzers.compilation.MethodCompileStats;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.model.Quantity;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The methods the JIT took longest to compile, from a compilation log or JFR's {@code
 * jdk.Compilation}: one long compile task holds a compiler thread and keeps the method in slower
 * code meanwhile; usually a huge method or a deep inlining tree.
 */
public final class LongCompilationRule extends RuleBase {

  /** A task shorter than this is not worth a finding. */
  static final long MIN_MS = 100;

  /** The score grows with the logarithm of the time, as if a task this long scored 75... */
  static final long WARNING_MS = 1000;

  /**
   * ...but stays INFO: a compile costs warm-up time once, where a bottleneck in the compiled code
   * costs every request for as long as the service runs.
   */
  static final int MAX_SCORE = 65;

  static final int MAX_FINDINGS = 5;

  public LongCompilationRule() {
    super("long-compilation", "Long JIT compilation", JitActivity.INPUT);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    JitActivity jit = inputs.require(JitActivity.INPUT);
    List<Finding> findings = new ArrayList<>();
    Set<String> reported = new HashSet<>();
    for (CompileTask task : jit.longestCompilations()) {
      if (task.durationMs() < MIN_MS || findings.size() == MAX_FINDINGS) {
        break;
      }
      if (reported.add(task.method())) {
        findings.add(finding(task, jit));
      }
    }
    return findings;
  }

  /** 25 at 100 ms, 65 from about 630 ms. */
  static int score(long durationMs) {
    return Math.min(MAX_SCORE, LogarithmicScore.of(durationMs, MIN_MS, WARNING_MS));
  }

  private Finding finding(CompileTask task, JitActivity jit) {
    String size =
        task.bytecodeBytes() > 0
            ? Quantity.count(task.bytecodeBytes()).text() + " bytes of bytecode"
            : "";
    String osr = task.osr() ? "on-stack replacement of a loop" : "";
    String details =
        String.join(", ", List.of(size, osr).stream().filter(s -> !s.isEmpty()).toList());
    return finding(task.method(), score(task.durationMs()))
        .summary(
            String.format(
                "%s took %s to compile %s%s.",
                task.compiler().toUpperCase(Locale.ROOT),
                Quantity.millis(task.durationMs()).text(),
                task.method(),
                details.isEmpty() ? "" : " (" + details + ")"))
        .explanation(
            "While a method is being compiled it keeps running in the interpreter or in less"
                + " optimized code, and the compile occupies one of the few compiler threads, so"
                + " other hot methods wait in the queue. Compile time grows with the size of the"
                + " method plus everything inlined into it.")
        .suggestion(
            task.osr()
                ? "Move the body of the long-running loop into its own method, so that it is"
                    + " compiled as a normal method rather than replaced on the stack."
                : "Split the method into smaller ones with one job each; if it is generated code,"
                    + " generate smaller methods. Check the inlining findings for what it inlines.")
        .source(jit.source())
        .evidence(evidence(task, jit.methodStats().get(task.method())));
  }

  private static List<Evidence> evidence(CompileTask task, MethodCompileStats stats) {
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(Evidence.of("compile time", Quantity.millis(task.durationMs())));
    evidence.add(Evidence.text("method", task.method()));
    evidence.add(Evidence.text("compiler", task.compiler() + ", level " + task.level()));
    evidence.add(Evidence.of("compile id", Quantity.count(task.compileId())));
    if (task.bytecodeBytes() > 0) {
      evidence.add(Evidence.of("bytecode bytes", Quantity.count(task.bytecodeBytes())));
    }
    evidence.add(Evidence.text("OSR", task.osr() ? "yes" : "no"));
    if (!task.success()) {
      evidence.add(
          Evidence.text(
              "bailed out", task.failureReason().isEmpty() ? "yes" : task.failureReason()));
    }
    if (stats != null) {
      evidence.add(Evidence.of("compilations of the method", Quantity.count(stats.compilations())));
      evidence.add(Evidence.of("total compile time", Quantity.millis(stats.totalMs())));
    }
    return evidence;
  }
}
