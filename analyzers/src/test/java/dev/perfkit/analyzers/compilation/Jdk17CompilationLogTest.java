package dev.perfkit.analyzers.compilation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.Jdk17Files;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.logs.PlainCounts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The compilation-log reader on a log a JDK 17 wrote (checked in), checked against plain counts
 * over the same text.
 */
class Jdk17CompilationLogTest {

  private static Path file;
  private static String text;
  private static CompilationLog log;
  private static ReadReport report;

  @BeforeAll
  static void read() throws Exception {
    file = Jdk17Files.path(Jdk17Files.COMPILATION_LOG);
    text = Jdk17Files.text(Jdk17Files.COMPILATION_LOG);
    AnalysisInputs inputs = new AnalysisInputs();
    report = new CompilationLogReader().read(file, inputs);
    log = inputs.require(CompilationInputs.COMPILATION_LOG);
  }

  @Test
  void recognizesTheLogAndReadsItWhole() throws Exception {
    assertTrue(new CompilationLogReader().recognizes(file, Files.readAllBytes(file)));
    assertFalse(report.truncated());
    assertEquals("", report.note());
    assertFalse(log.truncated());
    assertEquals(List.of(), log.threadLogsRead());
  }

  @Test
  void theJvmReleaseIsTheReleaseElementsText() {
    Matcher release = Pattern.compile("<release>\\s*([^<]*?)\\s*</release>").matcher(text);
    assertTrue(release.find());
    assertEquals(release.group(1), log.jvmRelease());
    assertTrue(log.jvmRelease().startsWith("17."), log.jvmRelease());
  }

  @Test
  void compilationsPerSecondCountEachTaskInTheSecondOfItsStartStamp() {
    CompilationLogChecks.tasksPerSecondMatchAPlainCount(text, log);
  }

  @Test
  void inlineFailuresPerReasonEqualAPlainCountOfInlineFailElements() {
    CompilationLogChecks.inlineFailuresMatchAPlainCount(text, log);
    // Every element, not only those the pattern of the plain count knows the shape of, was read.
    assertEquals(PlainCounts.occurrences(text, "<inline_fail "), log.inlineFailureCount());
  }

  @Test
  void inlineSuccessesPerReasonEqualAPlainCountOfInlineSuccessElements() {
    assertEquals(
        PlainCounts.inlineSuccessesByReason(text), new TreeMap<>(log.inlineSuccessesByReason()));
    // Every element, not only those the pattern above knows the shape of, was read.
    assertEquals(
        PlainCounts.occurrences(text, "<inline_success "),
        log.inlineSuccessesByReason().values().stream().mapToLong(Long::longValue).sum());
  }

  @Test
  void tasksPerCompilerEqualThePlainCountInEachCompilerThreadsSection() {
    CompilationLogChecks.tasksPerCompilerMatchAPlainCount(text, log);
    assertEquals(
        List.of("c1", "c2"),
        log.compilers().stream().map(CompilerStats::compiler).sorted().toList());
    assertEquals(
        PlainCounts.matchingLines(text, "<task_done success='0'.*"),
        log.compilers().stream().mapToLong(CompilerStats::failedTasks).sum());
  }

  @Test
  void theWorkloadsMainIsCompiledAsOftenAsTheLogSaysAndOnStack() {
    CompilationLogChecks.mainsCompilationsMatchAPlainCount(text, log, Jdk17Files.WORKLOAD);
  }

  @Test
  void theHotBigMethodFailsToInlineWithItsBytecodeSizeAndTheJdk17Limit() {
    CompilationLogChecks.theHotBigMethodFailsToInlineWithItsBytecodeSize(
        text, log, Jdk17Files.WORKLOAD, 325);
    // JDK 17's -XX:+PrintFlagsFinal gives the same inlining defaults as JDK 21-25 (see README.md).
    assertEquals(InliningLimits.defaults(), log.limits());
  }

  @Test
  void theLongestCompileTimeIsItsTaskDoneStampMinusItsTaskStamp() {
    CompilationLogChecks.theLongestCompileTimeIsItsStampDifference(text, log);
  }
}
