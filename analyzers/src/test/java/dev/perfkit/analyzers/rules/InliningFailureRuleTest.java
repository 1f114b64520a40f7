package dev.perfkit.analyzers.rules;

import static dev.perfkit.analyzers.rules.SyntheticLogs.compilation;
import static dev.perfkit.analyzers.rules.SyntheticLogs.site;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.compilation.FailedCallSite;
import dev.perfkit.analyzers.compilation.InliningLimits;
import dev.perfkit.analyzers.compilation.MethodCompileStats;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Severity;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class InliningFailureRuleTest {

  private static final String HANDLE = "com.acme.Server::handle(Ljava/lang/String;)V";
  private static final String DECODE = "com.acme.Codec::decode([B)Ljava/lang/String;";

  private static final List<FailedCallSite> SITES =
      List.of(
          site(HANDLE, DECODE, 1200, "hot method too big", 100_000, 5_000),
          site(HANDLE, DECODE, 1200, "callee is too large", -1, 5_000),
          site(
              "java.util.HashMap::putVal(ILjava/lang/Object;Ljava/lang/Object;ZZ)Ljava/lang/Object;",
              "java.util.HashMap::resize()[Ljava/util/HashMap$Node;",
              400,
              "hot method too big",
              1_000_000,
              9_000),
          site(
              "com.acme.Server::dispatch()V",
              "com.acme.Handler::run()V",
              0,
              "no static binding",
              1_000_000,
              1),
          site(
              "com.acme.Server::dispatch()V",
              "java.lang.Thread::currentThread()Ljava/lang/Thread;",
              0,
              "native method",
              1_000_000,
              0),
          site(HANDLE, "com.acme.Helper::small()I", 50, "too big", 10, 10));

  private final InliningFailureRule rule = new InliningFailureRule();

  @Test
  void ranksHotSitesByReasonWeightTimesHotnessOneFindingPerCallerAndCallee() {
    List<Finding> findings = evaluate(new AnalysisInputs());

    assertEquals(List.of(83, 60, 40), findings.stream().map(Finding::score).toList());
    assertEquals(
        List.of(Severity.WARNING, Severity.INFO, Severity.INFO),
        findings.stream().map(Finding::severity).toList());
    Finding top = findings.get(0);
    assertEquals("inlining-failure", top.ruleId());
    assertEquals(
        "com.acme.Codec.decode (1,200 bytes of bytecode) is not inlined into com.acme.Server.handle"
            + " at a call site"
            + " called 100,000 times: hot method too big (FreqInlineSize=325); also callee is too"
            + " large (C1MaxInlineSize=35).",
        top.summary());
    assertEquals(
        List.of(
            "call count at the site: 100,000",
            "callee invocations: 5,000",
            "reason: hot method too big",
            "caller: com.acme.Server.handle",
            "callee: com.acme.Codec.decode",
            "other reasons at the site: callee is too large (C1MaxInlineSize=35)",
            "callee bytecode bytes: 1,200",
            "limit crossed: FreqInlineSize=325 bytecode bytes",
            "compilers: c2",
            "decisions: 1"),
        EvidenceLines.of(top));
    assertEquals("inlining-failure:com.acme.Server.handle -> com.acme.Codec.decode", top.key());
    assertEquals("compilation log", top.source());
    assertEquals(
        "java.util.HashMap.resize (400 bytes of bytecode) is not inlined into"
            + " java.util.HashMap.putVal at a call site called 1,000,000 times: hot method too big"
            + " (FreqInlineSize=325).",
        findings.get(1).summary());
    assertEquals(
        "com.acme.Handler.run is not inlined into com.acme.Server.dispatch at a call site"
            + " called 1,000,000 times: no static binding.",
        findings.get(2).summary());
  }

  @Test
  void namesTheLimitTheJvmRanWith() {
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(
                CompilationInputs.COMPILATION_LOG,
                compilation(
                    SITES.subList(0, 1),
                    InliningLimits.fromCommandLine("-XX:FreqInlineSize=500 -Xmx1g")));
    Finding finding = run(inputs).get(0);
    assertEquals(
        "com.acme.Codec.decode (1,200 bytes of bytecode) is not inlined into com.acme.Server.handle"
            + " at a call site"
            + " called 100,000 times: hot method too big (FreqInlineSize=500).",
        finding.summary());
  }

  @Test
  void namesEveryReasonTheSiteGotWhenC2FoundTheCalleeAlreadyCompiled() {
    // When the callee was compiled before its caller reached C2, C2 reports the size of the
    // callee's machine code, not its bytecode; C1's reason still names the bytecode limit.
    List<FailedCallSite> sites =
        List.of(
            site(HANDLE, DECODE, 1200, "already compiled into a medium method", 100_000, 5_000),
            site(HANDLE, DECODE, 1200, "callee is too large", -1, 5_000));
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(CompilationInputs.COMPILATION_LOG, compilation(sites, InliningLimits.defaults()));
    List<Finding> findings = run(inputs);
    assertEquals(1, findings.size());
    assertEquals(
        "com.acme.Codec.decode (1,200 bytes of bytecode) is not inlined into com.acme.Server.handle"
            + " at a call site"
            + " whose callee ran 5,000 times: callee is too large (C1MaxInlineSize=35); also already"
            + " compiled into a medium method (InlineSmallCode/4=625).",
        findings.get(0).summary());
  }

  @Test
  void aC1OnlySiteIsRankedByTheCalleesInvocationsAndWhetherC2MayInlineIt() {
    FailedCallSite c1 = site(HANDLE, DECODE, 1200, "callee is too large", -1, 1_000_000);
    FailedCallSite small =
        site(HANDLE, "com.acme.Codec::small()V", 120, "callee is too large", -1, 1_000_000);
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(
                CompilationInputs.COMPILATION_LOG,
                compilation(List.of(c1, small), InliningLimits.defaults()));
    List<Finding> findings = run(inputs);
    // 1,200 bytes is over FreqInlineSize: C2 will refuse it too. 120 bytes C2 may inline.
    assertEquals(List.of(100, 40), findings.stream().map(Finding::score).toList());
    Finding finding = findings.get(0);
    assertEquals(
        "com.acme.Codec.decode (1,200 bytes of bytecode) is not inlined into com.acme.Server.handle"
            + " at a call site"
            + " whose callee ran 1,000,000 times: callee is too large (C1MaxInlineSize=35).",
        finding.summary());
  }

  @Test
  void aC1OnlySiteRanksLowOnceC2HasCompiledTheCaller() {
    FailedCallSite c1 = site(HANDLE, DECODE, 1200, "callee is too large", -1, 1_000_000);
    MethodCompileStats handleInC2 = new MethodCompileStats(HANDLE, 80, 2, 0, 0, 12, 10, 4);
    assertEquals(30, InliningFailureRule.score(c1, 0, Set.of(HANDLE), 325));
    FailedCallSite small = site(HANDLE, DECODE, 120, "callee is too large", -1, 1_000_000);
    assertEquals(12, InliningFailureRule.score(small, 0, Set.of(HANDLE), 325));
    CompilationLog log =
        SyntheticLogs.compilation(
            List.of(small), List.of(), List.of(handleInC2), InliningLimits.defaults());
    assertEquals(List.of(), run(new AnalysisInputs().with(CompilationInputs.COMPILATION_LOG, log)));
  }

  @Test
  void aCpuProfileRaisesASiteWhoseCalleeIsHot() {
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(
                CompilationInputs.METHOD_HOTNESS,
                (className, method) ->
                    className.equals("com.acme.Helper") && method.equals("small") ? 0.05 : 0);
    List<Finding> findings = evaluate(inputs);
    // 5% of CPU samples is as hot as a site gets: "too big" weighs 0.5.
    assertEquals(List.of(83, 60, 50, 40), findings.stream().map(Finding::score).toList());
    assertEquals(
        "5.0%",
        EvidenceLines.value(
            findings.get(2), "callee's share of CPU samples (CPU share per method)"));
  }

  @Test
  void reportsAtMostTenSites() {
    List<FailedCallSite> many =
        IntStream.range(0, 12)
            .mapToObj(
                i ->
                    site(
                        HANDLE,
                        "com.acme.C" + i + "::m()V",
                        400,
                        "hot method too big",
                        1_000_000,
                        1))
            .toList();
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(CompilationInputs.COMPILATION_LOG, compilation(many, InliningLimits.defaults()));
    assertEquals(10, run(inputs).size());
  }

  @Test
  void aLogWithoutFailedSitesGivesNoFinding() {
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(
                CompilationInputs.COMPILATION_LOG,
                compilation(List.of(), InliningLimits.defaults()));
    assertEquals(List.of(), run(inputs));
  }

  private List<Finding> evaluate(AnalysisInputs inputs) {
    inputs.with(CompilationInputs.COMPILATION_LOG, compilation(SITES, InliningLimits.defaults()));
    return run(inputs);
  }

  private List<Finding> run(AnalysisInputs inputs) {
    RuleInputs.add(inputs);
    return rule.evaluate(inputs);
  }
}
