package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.Analyzer;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on a JVM perfkit did not start: the bundled server, started with {@code perfkit
 * server}, profiled under load by {@code perfkit profile --pid}. An attach has no compilation log,
 * so the inlining failure of the legacy request reader must come from the JFR recording perfkit
 * starts in it ({@code jdk.CompilerInlining}) and rank first of the inlining failures, and a
 * per-request buffer allocation site must be in the top three; the optimized variant must show
 * neither.
 *
 * <p>The reader's own place among all findings is not asserted: from JFR alone it scores by its
 * share of CPU samples, and in one CI run of a loaded machine the JIT's fixed cost in this
 * 15-second profile of a cold server lowered that share until the reader's long C2 compilation (a
 * wall-clock duration, which a loaded machine lengthens) outranked it.
 *
 * <p>The server gets two C2 compiler threads ({@link #SECOND_C2_THREAD}). On two CPUs the JVM
 * starts one, and the legacy reader's own compilations (three on-stack replacements and a normal
 * one, 14 s together under load) keep it busy for most of the profile: C2 then reaches the reader's
 * caller, and records "hot method too big", 13-14 s into a 17 s recording even on an idle machine,
 * and in one CI run not at all, leaving only C1's "callee is too large" (measured with {@code jfr
 * print --events jdk.Compilation,jdk.CompilerInlining}). With a second C2 thread the decision came
 * 2.5-3 s in, in three runs beside four busy loops. The test is about reading JFR's decisions, not
 * about how soon one compiler thread gets to them.
 */
class ProfileVariantFindingsTest {

  private static final Pattern LISTENING = Pattern.compile("listening on 127\\.0\\.0\\.1:(\\d+)");
  private static final String READER =
      "inlining-failure:dev.perfkit.server.ConnectionInput.next"
          + " -> dev.perfkit.server.LegacyRequestReader.read";

  /** 1 C1 and 2 C2 threads: see the class comment. */
  private static final String SECOND_C2_THREAD = "-XX:CICompilerCount=3";

  @TempDir Path temp;

  @Test
  void legacyRanksItsReaderFirstOfTheInliningFailuresAndABufferInTheTopThreeFromJfrAlone()
      throws Exception {
    List<Finding> findings = profile("legacy");
    String ranked = findings.stream().map(f -> f.score() + " " + f.key()).toList().toString();
    Finding firstInliningFailure =
        findings.stream()
            .filter(f -> f.ruleId().equals("inlining-failure"))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no inlining failure: " + ranked));
    assertEquals(READER, firstInliningFailure.key(), ranked);
    assertEquals("JFR recording", firstInliningFailure.source());
    assertTrue(
        firstInliningFailure.summary().contains("hot method too big"),
        firstInliningFailure.summary());
    List<String> topThree = findings.subList(0, 3).stream().map(Finding::key).toList();
    assertTrue(
        topThree.stream().anyMatch(key -> key.startsWith("hot-allocation-site:") && buffers(key)),
        ranked);
  }

  @Test
  void optimizedHasNeitherFinding() throws Exception {
    List<String> keys = profile("optimized").stream().map(Finding::key).toList();
    assertTrue(
        keys.stream().noneMatch(key -> key.contains("LegacyRequestReader")), keys.toString());
    assertTrue(
        keys.stream().noneMatch(key -> key.startsWith("hot-allocation-site:") && buffers(key)),
        keys.toString());
  }

  private static boolean buffers(String key) {
    return key.contains("allocateRequestBuffer") || key.contains("createResponseBuffer");
  }

  private List<Finding> profile(String variant) throws Exception {
    Path serverDir = temp.resolve("server");
    Process server =
        TestJvms.startJava(
            serverDir,
            List.of(SECOND_C2_THREAD),
            PerfkitMain.class.getName(),
            "server",
            "--port",
            "0",
            "--variant",
            variant);
    try {
      TestJvms.awaitText(server, serverDir.resolve("stdout.txt"), "listening on", 30_000);
      Matcher port = LISTENING.matcher(TestJvms.read(serverDir.resolve("stdout.txt")));
      assertTrue(port.find(), TestJvms.read(serverDir.resolve("stdout.txt")));
      Path out = temp.resolve("run");
      CommandRun result =
          CommandRun.of(
              "profile",
              "--pid",
              Long.toString(server.pid()),
              "--out",
              out.toString(),
              "--events",
              "cpu,alloc",
              "--duration",
              "15s",
              "--url",
              "http://127.0.0.1:" + port.group(1) + "/hello");
      assertEquals(0, result.exitCode(), result.err());
      return analyzed(out);
    } finally {
      TestJvms.stop(server);
    }
  }

  private static List<Finding> analyzed(Path run) throws IOException {
    return Analyzer.standard().analyzeRun(new RunDirectory(run)).rankedFindings();
  }
}
