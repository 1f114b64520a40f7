package dev.perfkit.analyzers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleOutcome;
import dev.perfkit.analyzers.gc.GcInputs;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.jfr.JfrInputs;
import dev.perfkit.analyzers.jfr.ProfiledRun;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.logs.PlainCounts;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.SummarySchema;
import java.time.Instant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The standard analyzer end to end on the files a JDK 17 made: each goes to its reader by content,
 * and the rules find what the workload was built to show.
 */
class Jdk17AnalyzerTest {

  private static Analysis analysis;

  @BeforeAll
  static void analyze() throws Exception {
    analysis =
        Analyzer.standard()
            .analyzeFiles(
                List.of(
                    Jdk17Files.path(Jdk17Files.RECORDING),
                    Jdk17Files.path(Jdk17Files.COMPILATION_LOG),
                    Jdk17Files.path(Jdk17Files.G1_LOG)));
  }

  @Test
  void eachFileGoesToItsReaderAndIsReadWhole() {
    assertEquals(
        List.of("JFR recording", "compilation log", "GC log"),
        analysis.reads().stream().map(ReadReport::kind).toList());
    for (ReadReport read : analysis.reads()) {
      assertFalse(read.truncated(), read.toString());
      assertEquals("", read.note(), read.toString());
    }
  }

  @Test
  void theInputsHoldWhatEachFileSays() throws Exception {
    String jfrSummary =
        ProfiledRun.jfrTool("summary", Jdk17Files.path(Jdk17Files.RECORDING).toString());
    assertEquals(
        ProfiledRun.summaryCount(jfrSummary, "jdk.GarbageCollection"),
        analysis.inputs().require(JfrInputs.GC_PAUSES).collections());
    String compilationText = Jdk17Files.text(Jdk17Files.COMPILATION_LOG);
    CompilationLog compilationLog = analysis.inputs().require(CompilationInputs.COMPILATION_LOG);
    assertEquals(
        PlainCounts.occurrences(compilationText, "<task_done "), compilationLog.taskCount());
    GcLog gcLog = analysis.inputs().require(GcInputs.GC_LOG);
    assertEquals("G1", gcLog.collector());
    assertEquals(
        PlainCounts.matchingLines(Jdk17Files.text(Jdk17Files.G1_LOG), PlainCounts.PAUSE_LINE),
        gcLog.pauses().count());
  }

  @Test
  void theInliningRuleNamesTheHotBigMethodWithItsSizeFromTheLog() {
    Matcher bytes =
        Pattern.compile("method='jdk17\\.Jdk17Workload hotBigMethod \\(I\\)J' bytes='(\\d+)'")
            .matcher(Jdk17Files.text(Jdk17Files.COMPILATION_LOG));
    assertTrue(bytes.find());
    String top = topSummary("inlining-failure");
    assertTrue(
        top.startsWith(
            "jdk17.Jdk17Workload.hotBigMethod ("
                + bytes.group(1)
                + " bytes of bytecode) is not inlined into jdk17.Jdk17Workload.main at a call site"
                + " where its caller jdk17.Jdk17Workload.main runs its own code (with what the JIT"
                + " inlined into it) in "),
        top);
    assertTrue(top.contains(": hot method too big (FreqInlineSize=325)"), top);
  }

  @Test
  void theProfileRulesFindTheWorkloadsAllocationSiteAndLock() {
    String allocation = topSummary("hot-allocation-site");
    assertTrue(
        allocation.startsWith("byte[] allocated in " + Jdk17Files.WORKLOAD + ".main: "),
        allocation);
    String lock = topSummary("lock-contention");
    assertTrue(
        lock.contains(" on java.lang.Object in " + Jdk17Files.WORKLOAD + ".contend: "), lock);
  }

  @Test
  void theSummarySerializesWithEveryInput() throws Exception {
    JsonNode summary =
        Json.mapper()
            .readTree(Json.mapper().writeValueAsString(analysis.toSummary("test", Instant.EPOCH)));
    SummarySchema.assertValid(summary);
    JsonNode sections = summary.path("sections");
    assertEquals(
        analysis.inputs().require(GcInputs.GC_LOG).pauses().count(),
        sections.path("gc").path("log").path("pauses").path("count").asLong());
    assertEquals("gc-g1.log (GC log)", sections.path("gc").path("logSource").asText());
    assertTrue(
        sections.path("jit").path("log").path("jvmRelease").asText().startsWith("17."),
        sections.path("jit").toString());
  }

  @Test
  void theGcAndJitMetricsEqualPlainCountsOverTheLogs() {
    RunSummary summary = analysis.toSummary("test", Instant.EPOCH);
    String gcText = Jdk17Files.text(Jdk17Files.G1_LOG);
    assertEquals(
        PlainCounts.matchingLines(gcText, PlainCounts.PAUSE_LINE),
        (long) summary.metric("gc-pause-count").value());
    assertEquals("gc-g1.log (GC log): pauses", summary.metric("gc-pause-count").source());
    String compilationText = Jdk17Files.text(Jdk17Files.COMPILATION_LOG);
    assertEquals(
        PlainCounts.occurrences(compilationText, "<task_done "),
        summary.metric("jit-compile-time").spread().samples());
    assertEquals("files", summary.run().kind());
    assertEquals(null, summary.run().jvm());
  }

  /** The summary of the first finding the rule gave. */
  private static String topSummary(String ruleId) {
    List<Finding> findings =
        analysis.outcomes().stream()
            .filter(outcome -> outcome.ruleId().equals(ruleId))
            .map(RuleOutcome::findings)
            .findFirst()
            .orElseThrow();
    assertFalse(findings.isEmpty(), "no finding of " + ruleId);
    return findings.get(0).summary();
  }
}
