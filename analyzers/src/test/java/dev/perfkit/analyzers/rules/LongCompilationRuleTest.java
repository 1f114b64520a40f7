package dev.perfkit.analyzers.rules;

import static dev.perfkit.analyzers.rules.SyntheticLogs.compilation;
import static dev.perfkit.analyzers.rules.SyntheticLogs.task;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.CompileTask;
import dev.perfkit.analyzers.compilation.InliningLimits;
import dev.perfkit.analyzers.compilation.MethodCompileStats;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import java.util.List;
import org.junit.jupiter.api.Test;

class LongCompilationRuleTest {

  private static final String PARSE = "com.acme.Big::parse(Ljava/lang/String;)V";
  private static final String LOOP = "com.acme.Loop::run()V";

  private final LongCompilationRule rule = new LongCompilationRule();

  @Test
  void reportsTheLongestTaskOfEachMethodAboveOneHundredMilliseconds() {
    List<CompileTask> longest =
        List.of(
            task(7, PARSE, "c2", 8000, false, 3200),
            task(5, PARSE, "c1", 8000, false, 1000),
            task(9, LOOP, "c1", 400, true, 150),
            task(3, "com.acme.Small::x()V", "c2", 20, false, 99));
    List<MethodCompileStats> methods =
        List.of(
            new MethodCompileStats(PARSE, 8000, 2, 0, 0, 4200, 3200, 4),
            new MethodCompileStats(LOOP, 400, 1, 1, 0, 150, 150, 3));
    List<Finding> findings =
        evaluate(compilation(List.of(), longest, methods, InliningLimits.defaults()));

    assertEquals(List.of(65, 34), findings.stream().map(Finding::score).toList());
    assertEquals(
        "C2 took 3,200 ms to compile com.acme.Big.parse (8,000 bytes of bytecode).",
        findings.get(0).summary());
    assertEquals(
        "C1 took 150 ms to compile com.acme.Loop.run (400 bytes of bytecode, on-stack replacement"
            + " of a loop).",
        findings.get(1).summary());
    assertEquals(
        List.of(
            "compile time: 3,200 ms",
            "method: com.acme.Big.parse",
            "compiler: c2, level 4",
            "compile id: 7",
            "bytecode bytes: 8,000",
            "OSR: no",
            "compilations of the method: 2",
            "total compile time: 4,200 ms"),
        EvidenceLines.of(findings.get(0)));
    assertEquals("long-compilation:com.acme.Big.parse", findings.get(0).key());
  }

  @Test
  void scoresGrowWithTheLogarithmOfTheCompileTime() {
    assertEquals(25, LongCompilationRule.score(100));
    assertEquals(55, LongCompilationRule.score(400));
    // Capped at INFO: a compile costs warm-up time once.
    assertEquals(65, LongCompilationRule.score(1000));
    assertEquals(65, LongCompilationRule.score(10_000));
    assertEquals(0, LongCompilationRule.score(10));
  }

  @Test
  void shortCompilationsGiveNoFinding() {
    List<CompileTask> longest = List.of(task(1, PARSE, "c2", 100, false, 99));
    assertEquals(
        List.of(), evaluate(compilation(List.of(), longest, List.of(), InliningLimits.defaults())));
  }

  private List<Finding> evaluate(dev.perfkit.analyzers.compilation.CompilationLog log) {
    AnalysisInputs inputs = new AnalysisInputs().with(CompilationInputs.COMPILATION_LOG, log);
    RuleInputs.add(inputs);
    return rule.evaluate(inputs);
  }
}
