package dev.perfkit.analyzers.compilation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.logs.ChildJvm;
import dev.perfkit.analyzers.logs.PlainCounts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A JVM killed with SIGKILL never merges its compiler threads' logs into the main log: the reader
 * finds the {@code hs_c*.log} files it left and reads them.
 */
class CompilationLogKilledJvmTest {

  private static final long WAIT_MS = 20_000;

  @TempDir static Path dir;
  private static Path logFile;
  private static final List<Path> threadLogs = new ArrayList<>();

  @BeforeAll
  static void runAndKillJvm() throws Exception {
    logFile = dir.resolve("compilation.log");
    // Exactly one C1 and one C2 thread, so exactly two thread logs: by default the count grows
    // with the cores (15 on 32), and more threads start while the compile queue is long.
    List<String> options =
        ChildJvm.compilationLogOptions(
            logFile, "-XX:CICompilerCount=2", "-XX:-UseDynamicNumberOfCompilerThreads");
    Process process = ChildJvm.start(30, options, dir);
    try {
      awaitThreadLogsWithTasks();
    } finally {
      process.destroyForcibly().waitFor();
    }
  }

  @AfterAll
  static void deleteThreadLogs() throws IOException {
    for (Path threadLog : threadLogs) {
      Files.deleteIfExists(threadLog);
    }
  }

  @Test
  void readsTheThreadLogsAKilledJvmLeftBehind() throws IOException {
    AnalysisInputs inputs = new AnalysisInputs();
    ReadReport report = new CompilationLogReader().read(logFile, inputs);
    CompilationLog log = inputs.require(CompilationInputs.COMPILATION_LOG);

    assertTrue(report.truncated(), "the main log ends mid-<tty>");
    assertTrue(
        report.note().contains("read 2 compiler thread logs left by a killed JVM"), report.note());
    assertEquals(threadLogs.stream().map(Path::toString).sorted().toList(), log.threadLogsRead());
    String threadText = threadLogText();
    assertEquals(
        PlainCounts.inlineFailuresByReason(threadText),
        new TreeMap<>(log.inlineFailuresByReason()));
    assertEquals(PlainCounts.matchingLines(threadText, "<task_done .*/>"), log.taskCount());
    assertTrue(log.taskCount() > 0);
  }

  @Test
  void aThreadLogAloneIsReadToo() throws IOException {
    Path threadLog = threadLogs.get(0);
    byte[] head = Files.readAllBytes(threadLog);
    assertTrue(new CompilationLogReader().recognizes(threadLog, head));
    AnalysisInputs inputs = new AnalysisInputs();
    new CompilationLogReader().read(threadLog, inputs);
    String threadText = Files.readString(threadLog, StandardCharsets.UTF_8);
    CompilationLog log = inputs.require(CompilationInputs.COMPILATION_LOG);
    assertEquals(PlainCounts.matchingLines(threadText, "<task_done .*/>"), log.taskCount());
    Map<String, Long> compilers = new TreeMap<>();
    log.compilers().forEach(stats -> compilers.put(stats.compiler(), stats.tasks()));
    String threadName = threadText.contains("name='C1 CompilerThread") ? "c1" : "c2";
    assertEquals(Map.of(threadName, log.taskCount()), compilers);
  }

  /** Waits until the main log names both thread logs and each holds a finished task. */
  private static void awaitThreadLogsWithTasks() throws IOException, InterruptedException {
    Pattern named = Pattern.compile("<thread_logfile thread='\\d+' filename='([^']+)'/>");
    long deadline = System.currentTimeMillis() + WAIT_MS;
    while (System.currentTimeMillis() < deadline) {
      Thread.sleep(200);
      if (!Files.exists(logFile)) {
        continue;
      }
      Matcher matcher = named.matcher(Files.readString(logFile, StandardCharsets.UTF_8));
      List<Path> found = new ArrayList<>();
      while (matcher.find()) {
        found.add(Path.of(matcher.group(1)));
      }
      if (found.size() == 2 && found.stream().allMatch(CompilationLogKilledJvmTest::hasTask)) {
        threadLogs.addAll(found);
        return;
      }
    }
    throw new AssertionError("the child JVM wrote no compiler thread logs in " + WAIT_MS + " ms");
  }

  private static boolean hasTask(Path threadLog) {
    try {
      return Files.exists(threadLog) && Files.readString(threadLog).contains("<task_done ");
    } catch (IOException e) {
      return false;
    }
  }

  private static String threadLogText() throws IOException {
    StringBuilder text = new StringBuilder();
    for (Path threadLog : threadLogs) {
      text.append(Files.readString(threadLog, StandardCharsets.UTF_8));
    }
    return text.toString();
  }
}
