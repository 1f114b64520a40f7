package dev.perfkit.analyzers.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.scope.ApplicationCpu;
import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class HotSubtreeRuleTest {

  private static final String SERVER = "app.Main.main;app.Server.dispatch;";

  /**
   * 1,000 CPU samples: a dispatcher (71%) over four handlers; two plateaus (app.Users.load 15% over
   * five parsers of 3% each, app.Response.toString 10% reached through a JDK string concatenation,
   * over eight writers of 1% and an append of 2%); a method whose cost is its own
   * (app.Orders.validate 15%); a subtree (app.Report.build 26%) holding a dominant frame of 20%; a
   * GC thread (20%) and a worker frame (9%) beside the server.
   */
  private static AnalysisInputs cpu() {
    return cpu(cpuLines());
  }

  private static AnalysisInputs cpu(List<String> lines) {
    return new AnalysisInputs()
        .withSource(StackInputs.CPU, "async-profiler recording")
        .with(
            StackInputs.CPU,
            SyntheticProfiles.profile(
                StackEvent.CPU, ValueUnit.SAMPLES, 0, lines.toArray(String[]::new)));
  }

  private static List<String> cpuLines() {
    List<String> lines = new ArrayList<>();
    lines.add(SERVER + "app.Orders.handle;app.Orders.validate 150");
    String concat = SERVER + "app.Orders.handle;java.lang.StringConcatHelper.simpleConcat;";
    for (int i = 1; i <= 8; i++) {
      lines.add(concat + "app.Response.toString;app.Json.writeField" + i + " 10");
    }
    lines.add(concat + "app.Response.toString;java.lang.StringBuilder.append 20");
    lines.add(SERVER + "app.Report.build;app.Report.render 200");
    for (int i = 1; i <= 12; i++) {
      lines.add(SERVER + "app.Report.build;app.Report.cell" + i + " 20");
    }
    lines.add(SERVER + "app.Server.log 50");
    for (int i = 1; i <= 5; i++) {
      lines.add(SERVER + "app.Users.load;app.Users.parse" + i + " 30");
    }
    lines.add("GCTaskThread::run 100");
    lines.add("java.lang.Thread.run;app.Worker.tick 10");
    return lines;
  }

  @Test
  void findsTheWidePlateausDeepestFirstByShare() {
    List<Finding> findings = HotSubtreeRule.cpu().evaluate(cpu());
    assertEquals(
        List.of("hot-cpu-subtree:app.Users.load", "hot-cpu-subtree:app.Response.toString"),
        findings.stream().map(Finding::key).toList());
    assertEquals(
        List.of(
            "app.Users.load and what it calls account for 15% of all CPU samples"
                + " (async-profiler), though the largest self cost inside, app.Users.parse1, is"
                + " only 3.0%.",
            "app.Response.toString and what it calls account for 10% of all CPU samples"
                + " (async-profiler), though the largest self cost inside,"
                + " java.lang.StringBuilder.append, is only 2.0%."),
        findings.stream().map(Finding::summary).toList());
    assertEquals(List.of(35, 30), findings.stream().map(Finding::score).toList());
  }

  @Test
  void theProfilersOwnSamplesInsideASubtreeAreLeftOut() {
    // JFR walks a stack where the application allocates: its samples sit under application
    // frames (WireMock's LoggedRequest.createFrom, under load). Counted in, they made the subtree
    // 29% with a JFR frame as its largest self cost; left out, the subtree is what the code costs.
    List<String> lines = cpuLines();
    lines.add(SERVER + "app.Users.load;app.Users.record;JfrStackTrace::record 200");
    AnalysisInputs measured = cpu(lines);
    ApplicationCpu.derive(measured);

    List<Finding> findings = HotSubtreeRule.cpu().evaluate(measured);

    assertEquals(
        "app.Users.load and what it calls account for 15% of all CPU samples (async-profiler),"
            + " though the largest self cost inside, app.Users.parse1, is only 3.0%.",
        findings.get(0).summary());
  }

  @Test
  void theEvidenceIsTheShareTheTopSelfCostsAndThePath() {
    Finding response = HotSubtreeRule.cpu().evaluate(cpu()).get(1);
    assertEquals(
        List.of(
            "subtree share of all CPU samples (async-profiler): 10%",
            "subtree amount: 100",
            "self inside: java.lang.StringBuilder.append: 2.0%",
            "self inside: app.Json.writeField1: 1.0%",
            "self inside: app.Json.writeField2: 1.0%",
            "path to it: 100",
            "  at app.Response.toString",
            "  at java.lang.StringConcatHelper.simpleConcat",
            "  at app.Orders.handle",
            "  at app.Server.dispatch",
            "  at app.Main.main"),
        EvidenceLines.of(response));
  }

  /** main, the dispatcher and app.Orders.handle pass their share on to the handlers under them. */
  @Test
  void neitherARootNorADispatcherNorACallerIsChosen() {
    List<String> subjects =
        HotSubtreeRule.cpu().evaluate(cpu()).stream().map(Finding::subject).toList();
    for (String caller : List.of("app.Main.main", "app.Server.dispatch", "app.Orders.handle")) {
      assertEquals(false, subjects.contains(caller), caller + " in " + subjects);
    }
  }

  /**
   * app.Report.build (44%) holds app.Report.render's 20% of self samples, which the dominant-frame
   * rule reports; app.Orders.validate's 15% is its own cost, no subtree.
   */
  @Test
  void leavesASingleHotFrameToTheFrameRule() {
    List<String> subjects =
        HotSubtreeRule.cpu().evaluate(cpu()).stream().map(Finding::subject).toList();
    assertEquals(false, subjects.contains("app.Report.build"), subjects.toString());
    assertEquals(false, subjects.contains("app.Orders.validate"), subjects.toString());
    assertEquals(
        List.of(
            "app.Report.render runs on the CPU itself in 20% of all CPU samples"
                + " (async-profiler)."),
        new DominantFrameRule()
            .evaluate(cpu()).stream()
                .filter(f -> f.subject().startsWith("app.Report"))
                .map(Finding::summary)
                .toList());
  }

  /**
   * 10,000 bytes: a request reader's buffers (50%, a hot allocation site), a response serialiser
   * (10%: four writers' arrays and its own string, 2% each), an audit record (20%) whose formatter
   * is a hot allocation site of 15%, and JDK reference handling (20%).
   */
  @Test
  void findsAnAllocationPlateauButNoSubtreeOfAHotSite() {
    List<String> lines = new ArrayList<>();
    lines.add(
        SERVER + "app.Request.read;java.nio.ByteBuffer.allocate;java.nio.HeapByteBuffer 5000");
    for (int i = 1; i <= 4; i++) {
      lines.add(
          SERVER
              + "app.Response.toString;app.Json.writeField"
              + i
              + ";java.util.Arrays.copyOf;byte[] 200");
    }
    lines.add(
        SERVER + "app.Response.toString;java.lang.StringBuilder.toString;java.lang.String 200");
    lines.add(SERVER + "app.Audit.record;app.Audit.format;java.lang.String 1500");
    lines.add(SERVER + "app.Audit.record;app.Audit.write;byte[] 500");
    lines.add(
        "java.lang.Thread.run;java.lang.ref.Reference.processPendingReferences;java.lang.Object 2000");
    AnalysisInputs inputs =
        new AnalysisInputs()
            .withSource(StackInputs.ALLOC, "async-profiler recording")
            .with(
                StackInputs.ALLOC,
                SyntheticProfiles.profile(
                    StackEvent.ALLOC, ValueUnit.BYTES, 0, lines.toArray(String[]::new)));
    List<Finding> findings = HotSubtreeRule.allocation().evaluate(inputs);
    assertEquals(
        List.of(
            "app.Response.toString and what it calls account for 10% of allocated bytes"
                + " (async-profiler), though the largest self cost inside, byte[] in"
                + " app.Json.writeField1, is only 2.0%."),
        findings.stream().map(Finding::summary).toList());
    assertEquals("hot-allocation-subtree:app.Response.toString", findings.get(0).key());
  }

  @Test
  void saysNothingOnTooFewSamples() {
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(
                StackInputs.CPU,
                SyntheticProfiles.profile(
                    StackEvent.CPU,
                    ValueUnit.SAMPLES,
                    0,
                    SERVER + "app.Users.load;app.Users.parse1 10",
                    SERVER + "app.Users.load;app.Users.parse2 10",
                    "GCTaskThread::run 20"));
    assertEquals(List.of(), HotSubtreeRule.cpu().evaluate(inputs));
  }
}
