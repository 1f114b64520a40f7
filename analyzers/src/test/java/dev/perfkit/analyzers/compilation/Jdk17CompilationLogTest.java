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
import java.util.Map;
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

  private static final String HOT_BIG = Jdk17Files.WORKLOAD + "::hotBigMethod(I)J";
  private static final String MAIN = Jdk17Files.WORKLOAD + "::main([Ljava/lang/String;)V";

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
  void inlineFailuresPerReasonEqualAPlainCountOfInlineFailElements() {
    assertEquals(
        PlainCounts.inlineFailuresByReason(text), new TreeMap<>(log.inlineFailuresByReason()));
    assertEquals(PlainCounts.occurrences(text, "<inline_fail "), log.inlineFailureCount());
    assertTrue(log.inlineFailuresByReason().containsKey("hot method too big"));
    assertTrue(log.inlineFailuresByReason().containsKey("callee is too large"));
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
    Map<String, Long> expected = PlainCounts.tasksPerCompiler(text);
    Map<String, Long> actual = new TreeMap<>();
    log.compilers().forEach(stats -> actual.put(stats.compiler(), stats.tasks()));
    assertEquals(expected, actual);
    assertEquals(List.of("c1", "c2"), List.copyOf(actual.keySet()));
    assertEquals(PlainCounts.occurrences(text, "<task_done "), log.taskCount());
    assertEquals(
        PlainCounts.matchingLines(text, "<task_done success='0'.*"),
        log.compilers().stream().mapToLong(CompilerStats::failedTasks).sum());
  }

  @Test
  void theWorkloadsMainIsCompiledAsOftenAsTheLogSaysAndOnStack() {
    MethodCompileStats main =
        log.methods().stream().filter(m -> m.method().equals(MAIN)).findFirst().orElseThrow();
    String taskOfMain =
        "<task compile_id='\\d+' (compile_kind='osr' )?method='"
            + Pattern.quote(Jdk17Files.WORKLOAD)
            + " main .*";
    assertEquals(PlainCounts.matchingLines(text, taskOfMain), main.compilations());
    assertEquals(
        PlainCounts.matchingLines(
            text, taskOfMain.replace("(compile_kind='osr' )?", "compile_kind='osr' ")),
        main.osrCompilations());
    assertTrue(main.osrCompilations() > 0, "the hot loop in main is compiled on stack");
  }

  @Test
  void theHotBigMethodFailsToInlineWithItsBytecodeSizeAndTheJdk17Limit() {
    FailedCallSite c2Site = site("hot method too big");
    assertEquals(MAIN, c2Site.caller());
    assertEquals(List.of("c2"), c2Site.compilers());
    assertEquals(bytecodeSizeInLog("hotBigMethod"), c2Site.calleeBytes());
    // JDK 17's -XX:+PrintFlagsFinal gives the same inlining defaults as JDK 21-25 (see README.md).
    assertEquals(InliningLimits.defaults(), log.limits());
    InliningLimit limit = log.limits().crossedBy(c2Site.reason(), "c2").orElseThrow();
    assertEquals(new InliningLimit("FreqInlineSize", 325, "bytecode bytes"), limit);
    assertTrue(c2Site.calleeBytes() > limit.value(), "callee bytes " + c2Site.calleeBytes());
    FailedCallSite c1Site = site("callee is too large");
    assertEquals(List.of("c1"), c1Site.compilers());
    assertEquals(-1, c1Site.maxCount(), "C1 gives no call count");
  }

  @Test
  void theLongestCompileTimeIsItsTaskDoneStampMinusItsTaskStamp() {
    CompileTask longest = log.longestCompilations().get(0);
    assertEquals(PlainCounts.taskMillis(text, longest.compileId()), longest.durationMs());
  }

  private static FailedCallSite site(String reason) {
    return log.failedCallSites().stream()
        .filter(s -> s.callee().equals(HOT_BIG) && s.reason().equals(reason))
        .findFirst()
        .orElseThrow(
            () -> new AssertionError("no site " + reason + " in " + log.failedCallSites()));
  }

  /** The {@code bytes} the log gives the workload's method, from a {@code <method>} of one task. */
  private static int bytecodeSizeInLog(String methodName) {
    Matcher matcher =
        Pattern.compile(
                "<klass id='(\\d+)' name='"
                    + Pattern.quote(Jdk17Files.WORKLOAD)
                    + "'[^>]*>(?:(?!</task>)[\\s\\S])*?<method id='\\d+' holder='\\1' name='"
                    + methodName
                    + "'[^>]* bytes='(\\d+)'")
            .matcher(text);
    assertTrue(matcher.find());
    return Integer.parseInt(matcher.group(2));
  }
}
