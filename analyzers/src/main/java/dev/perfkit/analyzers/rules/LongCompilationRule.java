package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.compilation.CompileTask;
import dev.perfkit.analyzers.compilation.MethodCompileStats;
import dev.perfkit.analyzers.compilation.MethodNames;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Input;
import dev.perfkit.analyzers.findings.Rule;
import dev.perfkit.analyzers.format.Numbers;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The methods the JIT took longest to compile: one long compile task holds a compiler thread and
 * keeps the method in slower code meanwhile; usually a huge method or a deep inlining tree.
 */
public final class LongCompilationRule implements Rule {

  /** A task shorter than this is not worth a finding. */
  static final long MIN_MS = 100;

  /** A task this long scores 75 (a warning); the score grows with the logarithm of the time. */
  static final long WARNING_MS = 1000;

  static final int MAX_FINDINGS = 5;

  @Override
  public String id() {
    return "long-compilation";
  }

  @Override
  public String title() {
    return "Long JIT compilation";
  }

  @Override
  public List<Input<?>> requires() {
    return List.of(CompilationInputs.COMPILATION_LOG);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    CompilationLog log = inputs.require(CompilationInputs.COMPILATION_LOG);
    List<Finding> findings = new ArrayList<>();
    Set<String> reported = new HashSet<>();
    for (CompileTask task : log.longestCompilations()) {
      if (task.durationMs() < MIN_MS || findings.size() == MAX_FINDINGS) {
        break;
      }
      if (reported.add(task.method())) {
        findings.add(finding(task, stats(log, task.method())));
      }
    }
    return findings;
  }

  /** 25 at 100 ms, 75 at 1 s, 100 from about 3.2 s. */
  static int score(long durationMs) {
    return LogarithmicScore.of(durationMs, MIN_MS, WARNING_MS);
  }

  private Finding finding(CompileTask task, MethodCompileStats stats) {
    String summary =
        String.format(
            "%s took %s to compile %s (%s bytes of bytecode%s).",
            task.compiler().toUpperCase(Locale.ROOT),
            Numbers.millis(task.durationMs()),
            MethodNames.shortNameOf(task.method()),
            Numbers.count(task.bytecodeBytes()),
            task.osr() ? ", on-stack replacement of a loop" : "");
    return new Finding(
        id(),
        score(task.durationMs()),
        summary,
        "While a method is being compiled it keeps running in the interpreter or in less"
            + " optimized code, and the compile occupies one of the few compiler threads, so other"
            + " hot methods wait in the queue. Compile time grows with the size of the method"
            + " plus everything inlined into it.",
        task.osr()
            ? "Move the body of the long-running loop into its own method, so that it is compiled"
                + " as a normal method rather than replaced on the stack."
            : "Split the method into smaller ones with one job each; if it is generated code,"
                + " generate smaller methods. Check the inlining findings for what it inlines.",
        evidence(task, stats));
  }

  private static List<Evidence> evidence(CompileTask task, MethodCompileStats stats) {
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(Evidence.of("method", task.method()));
    evidence.add(Evidence.of("compile time", Numbers.millis(task.durationMs())));
    evidence.add(Evidence.of("compiler", task.compiler() + ", level " + task.level()));
    evidence.add(Evidence.of("compile id", Integer.toString(task.compileId())));
    evidence.add(Evidence.of("bytecode size", Numbers.count(task.bytecodeBytes()) + " bytes"));
    evidence.add(Evidence.of("OSR", task.osr() ? "yes" : "no"));
    if (!task.success()) {
      evidence.add(Evidence.of("bailed out", task.failureReason()));
    }
    if (stats != null) {
      evidence.add(Evidence.of("compilations of the method", Numbers.count(stats.compilations())));
      evidence.add(Evidence.of("total compile time", Numbers.millis(stats.totalMs())));
    }
    return evidence;
  }

  private static MethodCompileStats stats(CompilationLog log, String method) {
    return log.methods().stream().filter(m -> m.method().equals(method)).findFirst().orElse(null);
  }
}
