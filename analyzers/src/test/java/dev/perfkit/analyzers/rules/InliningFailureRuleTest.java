package dev.perfkit.analyzers.rules;

import static dev.perfkit.analyzers.rules.SyntheticLogs.compilation;
import static dev.perfkit.analyzers.rules.SyntheticLogs.site;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.compilation.FailedCallSite;
import dev.perfkit.analyzers.compilation.InliningLimits;
import dev.perfkit.analyzers.compilation.MethodCompileStats;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Severity;
import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.util.List;
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
  void withoutAProfileCountsMakeASiteInformationalAtMostAndC1VerdictsAreNoFindings() {
    List<Finding> findings = evaluate(new AnalysisInputs());

    // A million calls would be 1.0 of heat; counts alone stop at 0.6. C1's "callee is too large"
    // beside C2's verdict is named, not scored: C2 makes the peak code.
    assertEquals(List.of(60, 36), findings.stream().map(Finding::score).toList());
    assertEquals(
        List.of(Severity.INFO, Severity.INFO), findings.stream().map(Finding::severity).toList());
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
    assertTrue(top.suggestion().endsWith("The limit here is C2's FreqInlineSize=325."));
    assertEquals("inlining-failure:com.acme.Server.handle -> com.acme.Codec.decode", top.key());
    assertEquals("compilation log", top.source());
    assertEquals(
        "java.util.HashMap.resize (400 bytes of bytecode) is not inlined into"
            + " java.util.HashMap.putVal at a call site called 1,000,000 times: hot method too big"
            + " (FreqInlineSize=325).",
        findings.get(1).summary());
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
  void theC2VerdictLeadsWhenC2FoundTheCalleeAlreadyCompiled() {
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
            + " at a call site called 100,000 times: already compiled into a medium method"
            + " (InlineSmallCode/4=625); also callee is too large (C1MaxInlineSize=35).",
        findings.get(0).summary());
  }

  @Test
  void aC1OnlyVerdictIsNoFindingWhenC2CompiledAnythingInTheRun() {
    MethodCompileStats otherInC2 =
        new MethodCompileStats("com.acme.Other::hot()V", 80, 2, 0, 0, 12, 10, 4);
    MethodCompileStats handleInC2 = new MethodCompileStats(HANDLE, 80, 2, 0, 0, 12, 10, 4);
    FailedCallSite big = site(HANDLE, DECODE, 1200, "callee is too large", -1, 1_000_000);
    FailedCallSite small = site(HANDLE, DECODE, 120, "callee is too large", -1, 1_000_000);
    // A callee C2 may inline (under FreqInlineSize): C1's verdict says nothing of the peak code.
    assertEquals(List.of(), run(log(small, otherInC2)));
    // C2 compiled the caller and made no failing decision there: it inlined the callee.
    assertEquals(List.of(), run(log(big, handleInC2)));
    // C2 has not compiled the caller: the run measured C1's code, whatever C2 will decide.
    assertEquals(List.of(), run(log(big, otherInC2)));
  }

  private static AnalysisInputs log(FailedCallSite site, MethodCompileStats method) {
    CompilationLog log =
        SyntheticLogs.compilation(
            List.of(site), List.of(), List.of(method), InliningLimits.defaults());
    return new AnalysisInputs().with(CompilationInputs.COMPILATION_LOG, log);
  }

  @Test
  void c1IsJudgedWhenItMakesThePeakCodeWithAdviceForC1() {
    FailedCallSite c1 = site(HANDLE, DECODE, 1200, "callee is too large", -1, 1_000_000);
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(
                CompilationInputs.COMPILATION_LOG,
                compilation(List.of(c1), InliningLimits.defaults()));
    List<Finding> findings = run(inputs);
    // "callee is too large" weighs 0.8, a million invocations without a profile 0.6.
    assertEquals(List.of(48), findings.stream().map(Finding::score).toList());
    assertTrue(
        findings.get(0).suggestion().contains("The limit here is C1's C1MaxInlineSize=35."),
        findings.get(0).suggestion());
    assertTrue(findings.get(0).suggestion().contains("-XX:TieredStopAtLevel"));
  }

  @Test
  void aDispatcherHotOnlyInclusivelyIsNoFindingAndSelfTimeMakesAWarning() {
    // The case: a dispatcher 48% on the stack and 0.07% by itself. Its failed site to a
    // callee that does nothing itself costs nothing worth a finding; a callee that burns 5% of the
    // CPU itself makes its site as hot as it gets.
    StackProfile cpu =
        SyntheticProfiles.profile(
            StackEvent.CPU,
            ValueUnit.SAMPLES,
            0,
            "com.acme.Server.dispatch 7",
            "com.acme.Server.dispatch;com.acme.Handler.run;com.acme.Work.cheap 4793",
            "com.acme.Server.handle;com.acme.Codec.decode 500",
            "com.acme.Main.idle 4700");
    List<FailedCallSite> sites =
        List.of(
            site(
                "com.acme.Server::dispatch()V",
                "com.acme.Handler::run()V",
                400,
                "hot method too big",
                1_000_000,
                1_000_000),
            site(HANDLE, DECODE, 1200, "hot method too big", 100, 100));
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(StackInputs.CPU, cpu)
            .with(CompilationInputs.COMPILATION_LOG, compilation(sites, InliningLimits.defaults()));
    List<Finding> findings = run(inputs);
    assertEquals(List.of(100), findings.stream().map(Finding::score).toList());
    Finding hot = findings.get(0);
    assertEquals(
        "com.acme.Codec.decode (1,200 bytes of bytecode) is not inlined into com.acme.Server.handle"
            + " at a call site where the callee runs its own code (with what the JIT inlined into"
            + " it) in 5.0% of CPU samples (CPU profile): hot method too big (FreqInlineSize=325).",
        hot.summary());
    assertEquals("0.0%", EvidenceLines.value(hot, "caller's own-code share"));
    assertEquals("5.0%", EvidenceLines.value(hot, "callee's own-code share"));
  }

  @Test
  void aCalleeThatIsAPlateauIsAsHotAsItsSubtree() {
    // The bundled legacy reader's shape: 10% of the CPU under it, 0.8% in its own code, the rest
    // spread over JDK methods it calls, none with half of it. Its caller passes its share on to it.
    StackProfile cpu =
        SyntheticProfiles.profile(
            StackEvent.CPU,
            ValueUnit.SAMPLES,
            0,
            "com.acme.Server.next;com.acme.Reader.read 8",
            "com.acme.Server.next;com.acme.Reader.read;java.lang.String.split 42",
            "com.acme.Server.next;com.acme.Reader.read;java.util.HashMap.put 30",
            "com.acme.Server.next;com.acme.Reader.read;java.lang.String.trim 20",
            "com.acme.Server.next;com.acme.Buffers.release 50",
            "com.acme.Main.idle 850");
    List<FailedCallSite> sites =
        List.of(
            site(
                "com.acme.Server::next()V",
                "com.acme.Reader::read([B)V",
                1469,
                "hot method too big",
                100_000,
                100_000));
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(StackInputs.CPU, cpu)
            .with(CompilationInputs.COMPILATION_LOG, compilation(sites, InliningLimits.defaults()));
    List<Finding> findings = run(inputs);
    assertEquals(List.of(100), findings.stream().map(Finding::score).toList());
    Finding reader = findings.get(0);
    assertEquals(
        "com.acme.Reader.read (1,469 bytes of bytecode) is not inlined into com.acme.Server.next at"
            + " a call site where the callee and what it calls (a plateau no single frame under it"
            + " explains) take 10% of CPU samples (CPU profile): hot method too big"
            + " (FreqInlineSize=325).",
        reader.summary());
    assertEquals("0.8%", EvidenceLines.value(reader, "callee's own-code share"));
    assertEquals("10%", EvidenceLines.value(reader, "callee's plateau subtree share"));
  }

  @Test
  void aCallerOutOfBudgetIsOneFindingNamingTheCalleesItRefused() {
    // The legacy reader's shape once C2 compiled it: its own code hot, a dozen small JDK callees
    // refused past its size budget. One finding for the caller, not a dozen that crowd out the
    // site where the reader itself is refused.
    StackProfile cpu =
        SyntheticProfiles.profile(
            StackEvent.CPU,
            ValueUnit.SAMPLES,
            0,
            "com.acme.Server.next;com.acme.Reader.read 50",
            "com.acme.Main.idle 950");
    List<FailedCallSite> sites =
        new java.util.ArrayList<>(
            IntStream.range(0, 12)
                .mapToObj(
                    i ->
                        site(
                            "com.acme.Reader::read([B)V",
                            "java.lang.String::m" + i + "()I",
                            11,
                            "size > DesiredMethodLimit",
                            1_000,
                            1_000))
                .toList());
    sites.add(
        site(
            "com.acme.Server::next()V",
            "com.acme.Reader::read([B)V",
            1469,
            "callee is too large",
            1_000,
            1_000));
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(StackInputs.CPU, cpu)
            .with(CompilationInputs.COMPILATION_LOG, compilation(sites, InliningLimits.defaults()));
    List<Finding> findings = run(inputs);
    assertEquals(
        List.of(
            "inlining-failure:com.acme.Server.next -> com.acme.Reader.read",
            "inlining-failure:com.acme.Reader.read -> java.lang.String.m0"),
        findings.stream().map(Finding::key).toList());
    Finding budget = findings.get(1);
    assertTrue(
        budget
            .summary()
            .endsWith(
                ": size > DesiredMethodLimit (as 11 other callees of the same" + " caller are)."),
        budget.summary());
    assertEquals(
        IntStream.range(1, 12).mapToObj(i -> "java.lang.String.m" + i).toList(),
        List.of(
            EvidenceLines.value(budget, "other callees the caller refuses for the same reason")
                .split(", ")));
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
