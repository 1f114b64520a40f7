package dev.perfkit.analyzers.compilation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.logs.ChildJvm;
import dev.perfkit.analyzers.logs.LogWorkload;
import dev.perfkit.analyzers.logs.PlainCounts;
import dev.perfkit.analyzers.rules.InliningFailureRule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The compilation-log reader on a log written by a real child JVM, whole, cut and corrupted. */
class CompilationLogReaderTest {

  private static final String WORKLOAD = LogWorkload.class.getName();

  @TempDir static Path dir;
  private static Path logFile;
  private static String text;
  private static CompilationLog log;

  @BeforeAll
  static void runJvmWithLogCompilation() throws Exception {
    logFile = dir.resolve("compilation.log");
    ChildJvm.run(1.5, ChildJvm.compilationLogOptions(logFile, "-XX:FreqInlineSize=300"), dir);
    text = Files.readString(logFile, StandardCharsets.UTF_8);
    log = read(logFile);
  }

  @Test
  void inlineFailuresPerReasonEqualAPlainCountOfInlineFailElements() {
    CompilationLogChecks.inlineFailuresMatchAPlainCount(text, log);
  }

  @Test
  void hotBigMethodFailsToInlineWithItsBytecodeSizeAndTheLimitItCrossed() {
    CompilationLogChecks.theHotBigMethodFailsToInlineWithItsBytecodeSize(text, log, WORKLOAD, 300);
    assertEquals(35, log.limits().value("MaxInlineSize"));
  }

  @Test
  void tasksPerCompilerEqualThePlainCountInEachCompilerThreadsSection() {
    CompilationLogChecks.tasksPerCompilerMatchAPlainCount(text, log);
  }

  @Test
  void compilationsPerSecondCountEachTaskInTheSecondOfItsStartStamp() {
    CompilationLogChecks.tasksPerSecondMatchAPlainCount(text, log);
  }

  @Test
  void compileTimeIsTheTaskDoneStampMinusTheTaskStamp() {
    CompilationLogChecks.theLongestCompileTimeIsItsStampDifference(text, log);
  }

  @Test
  void methodStatsSumEveryCompilationOfTheMethod() {
    CompilationLogChecks.mainsCompilationsMatchAPlainCount(text, log, WORKLOAD);
  }

  @Test
  void theInliningRuleReportsTheHotBigMethodFirst() {
    AnalysisInputs inputs = new AnalysisInputs().with(CompilationInputs.COMPILATION_LOG, log);
    dev.perfkit.analyzers.rules.RuleInputs.add(inputs);
    Finding top = new InliningFailureRule().evaluate(inputs).get(0);
    assertTrue(
        top.summary()
            .startsWith(
                "dev.perfkit.analyzers.logs.LogWorkload.hotBigMethod ("
                    + CompilationLogChecks.bytecodeSizeInLog(text, "LogWorkload", "hotBigMethod")
                    + " bytes of bytecode) is not inlined into"
                    + " dev.perfkit.analyzers.logs.LogWorkload.main at a call site called "),
        top.summary());
    assertTrue(top.summary().contains(": hot method too big (FreqInlineSize=300)"), top.summary());
  }

  @Test
  void recordsTheJvmReleaseAndIsNotTruncated() {
    assertEquals(System.getProperty("java.vm.version"), log.jvmRelease());
    assertFalse(log.truncated());
    assertEquals("", log.truncationNote());
    assertEquals(List.of(), log.threadLogsRead());
  }

  @Test
  void summaryKeepsTheTopTwentyAndSerializesToJson() throws IOException {
    CompilationLog.CompilationSummary summary = log.summary();
    assertEquals(
        log.failedCallSites().subList(0, Math.min(20, log.failedCallSites().size())),
        summary.hottestFailedCallSites());
    assertEquals(log.inlineFailureCount(), summary.inlineFailures());
    String json = new ObjectMapper().writeValueAsString(summary);
    assertTrue(json.contains("\"hot method too big\""), json);
  }

  @ParameterizedTest
  @ValueSource(doubles = {0.02, 0.3, 0.55, 0.8, 0.97})
  void aLogCutShortYieldsEverythingBeforeTheCutMarkedTruncated(double fraction) throws IOException {
    int end = text.contains("<fragment>") ? text.indexOf("<fragment>") : text.length();
    String prefix = text.substring(0, (int) (end * fraction));
    Path cut = dir.resolve("cut-" + fraction + ".log");
    Files.writeString(cut, prefix, StandardCharsets.UTF_8);
    AnalysisInputs inputs = new AnalysisInputs();
    ReadReport report = new CompilationLogReader().read(cut, inputs);
    CompilationLog partial = inputs.require(CompilationInputs.COMPILATION_LOG);
    assertTrue(report.truncated());
    long size = prefix.getBytes(StandardCharsets.UTF_8).length;
    assertTrue(
        report.note().startsWith(cut.getFileName() + " cut at byte " + size + " (line "),
        report.note());
    assertEquals(
        PlainCounts.inlineFailuresByReason(prefix),
        new TreeMap<>(partial.inlineFailuresByReason()));
    assertEquals(PlainCounts.matchingLines(prefix, "<task_done .*/>"), partial.taskCount());
  }

  /**
   * A compile in flight at exit is quoted in a {@code <fragment>}'s CDATA; whether the child JVM
   * leaves one is up to timing, so one is made from a real task of the log, cut after its first
   * failed inlining.
   */
  @Test
  void aFragmentCountsWholeAndStopsTheReadWhenCutInside() throws IOException {
    String withoutFragment = text.contains("<fragment>") ? text.split("<fragment>")[0] : text;
    int failure = withoutFragment.indexOf("\n<inline_fail ");
    int taskStart = withoutFragment.lastIndexOf("\n<task ", failure) + 1;
    String partialTask =
        withoutFragment.substring(taskStart, withoutFragment.indexOf('\n', failure + 1));
    int sectionEnd = withoutFragment.lastIndexOf("</compilation_log>");
    String before = withoutFragment.substring(0, sectionEnd);
    String fragment = "<fragment>\n<![CDATA[\n" + partialTask + "\n]]>\n</fragment>\n";
    Path whole = dir.resolve("fragment.log");
    Files.writeString(whole, before + fragment + "</compilation_log>\n</hotspot_log>\n");
    assertEquals(
        PlainCounts.inlineFailuresByReason(before + partialTask),
        new TreeMap<>(read(whole).inlineFailuresByReason()));
    assertEquals(
        PlainCounts.occurrences(before, "<inline_fail ") + 1, read(whole).inlineFailureCount());

    Path cut = dir.resolve("fragment-cut.log");
    Files.writeString(cut, before + fragment.substring(0, fragment.length() / 2));
    AnalysisInputs inputs = new AnalysisInputs();
    ReadReport report = new CompilationLogReader().read(cut, inputs);
    assertTrue(report.truncated());
    assertTrue(report.note().startsWith("fragment-cut.log cut at byte "), report.note());
    assertEquals(
        PlainCounts.inlineFailuresByReason(before),
        new TreeMap<>(inputs.require(CompilationInputs.COMPILATION_LOG).inlineFailuresByReason()));
  }

  @Test
  void garbageInTheMiddleKeepsWhatCameBefore() throws IOException {
    int middle = text.indexOf('\n', text.length() / 2) + 1;
    String before = text.substring(0, middle);
    Path broken = dir.resolve("broken.log");
    Files.writeString(broken, before + "<<<\u0000garbage\n" + text.substring(middle));
    AnalysisInputs inputs = new AnalysisInputs();
    ReadReport report = new CompilationLogReader().read(broken, inputs);
    long line = before.lines().count() + 1;
    assertTrue(report.truncated());
    Matcher note =
        Pattern.compile("broken\\.log cut at byte (\\d+) \\(line (\\d+)\\): .+")
            .matcher(report.note());
    assertTrue(note.matches(), report.note());
    long at = Long.parseLong(note.group(1));
    long garbageStart = before.getBytes(StandardCharsets.UTF_8).length;
    assertTrue(at >= garbageStart && at <= garbageStart + 4, report.note());
    assertEquals(line, Long.parseLong(note.group(2)));
    assertEquals(
        PlainCounts.inlineFailuresByReason(before),
        new TreeMap<>(inputs.require(CompilationInputs.COMPILATION_LOG).inlineFailuresByReason()));
  }

  @Test
  void entitiesAreNeitherExpandedNorFetched() throws IOException {
    StringBuilder entities = new StringBuilder(" <!ENTITY a \"aaaaaaaaaaaaaaaa\">\n");
    for (char name = 'b'; name <= 'j'; name++) {
      String previous = "&" + (char) (name - 1) + ";";
      entities.append(" <!ENTITY ").append(name).append(" \"").append(previous.repeat(16));
      entities.append("\">\n");
    }
    Path bomb = dir.resolve("bomb.log");
    Files.writeString(
        bomb,
        "<?xml version='1.0' encoding='UTF-8'?>\n<!DOCTYPE hotspot_log [\n"
            + entities
            + " <!ENTITY secret SYSTEM \"file:///etc/hostname\">\n]>\n"
            + "<hotspot_log version='160 1' process='1'>\n<release>&j;</release>\n"
            + "<args>&secret;</args>\n</hotspot_log>\n");
    AnalysisInputs inputs = new AnalysisInputs();
    ReadReport report = new CompilationLogReader().read(bomb, inputs);
    assertTrue(report.truncated());
    assertTrue(report.note().startsWith("bomb.log cut at byte "), report.note());
    assertTrue(report.note().contains("entity"), report.note());
    assertEquals("", inputs.require(CompilationInputs.COMPILATION_LOG).jvmRelease());
  }

  @Test
  void anInterfaceCallBoundToItsOneImplementationNamesTheImplementation() {
    String implementation = WORKLOAD + "$MixStep::apply(I)J";
    FailedCallSite bound = CompilationLogChecks.site(log, implementation, "callee is too large");
    String stepDescriptor = "L" + WORKLOAD.replace('.', '/') + "$Step;";
    assertEquals(WORKLOAD + "::applyStep(" + stepDescriptor + "I)J", bound.caller());
    assertEquals(
        CompilationLogChecks.bytecodeSizeInLog(text, "$MixStep", "apply"), bound.calleeBytes());
    assertTrue(bound.calleeBytes() > 35, "over C1MaxInlineSize: " + bound.calleeBytes());
    // Where applyStep is inlined into main, C1 knows the receiver's exact type from the constant
    // and logs no binding: those decisions can only name the abstract method, as the log does.
  }

  @Test
  void aLogWithNoCompilationSaysThereIsNothingToAnalyze() throws Exception {
    // An interpreter-only JVM logs its header and no compile task at all.
    Path interpreted = dir.resolve("interpreted.log");
    ChildJvm.run(0.2, ChildJvm.compilationLogOptions(interpreted, "-Xint"), dir);
    assertEquals(0, PlainCounts.occurrences(Files.readString(interpreted), "<task "));

    ReadReport report = new CompilationLogReader().read(interpreted, new AnalysisInputs());

    assertFalse(report.truncated());
    assertEquals(
        "nothing to analyze: the log holds no compile task (<task>) and no failed inlining"
            + " (<inline_fail>)",
        report.note());
    assertEquals("", new CompilationLogReader().read(logFile, new AnalysisInputs()).note());
  }

  @Test
  void anEmptyFileIsReportedAsEmpty() throws IOException {
    Path empty = Files.createFile(dir.resolve("empty.log"));
    assertEquals(empty + ": file is empty", failure(empty));
  }

  @Test
  void otherFilesAreNotCompilationLogs() throws IOException {
    Path gcLog = dir.resolve("gc.log");
    Files.writeString(gcLog, "[0.010s][info][gc] Using G1\n");
    Path binary = dir.resolve("random.bin");
    Files.write(binary, new byte[] {(byte) 0xCA, (byte) 0xFE, 0, 1, 2, 3});
    Path otherXml = dir.resolve("pom.xml");
    Files.writeString(otherXml, "<?xml version='1.0'?>\n<project/>\n");
    for (Path file : List.of(gcLog, binary, otherXml)) {
      assertFalse(new CompilationLogReader().recognizes(file, Files.readAllBytes(file)));
      assertEquals(
          file
              + ": not a HotSpot compilation log (expected <hotspot_log> from -XX:+LogCompilation)",
          failure(file));
    }
  }

  @Test
  void aLogCutInsideItsRootElementIsUnreadable() throws IOException {
    Path stub = dir.resolve("stub.log");
    Files.writeString(stub, text.substring(0, text.indexOf("<hotspot_log") + 20));
    String message = failure(stub);
    assertTrue(message.startsWith(stub + ": line 2: unreadable XML: "), message);
  }

  @Test
  void recognizesTheLogByItsContent() throws IOException {
    byte[] head = Files.readAllBytes(logFile);
    assertTrue(new CompilationLogReader().recognizes(Path.of("whatever.txt"), head));
  }

  private static String failure(Path file) {
    return assertThrows(UnreadableEvidenceException.class, () -> read(file)).getMessage();
  }

  private static CompilationLog read(Path file) throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    new CompilationLogReader().read(file, inputs);
    return inputs.require(CompilationInputs.COMPILATION_LOG);
  }
}
