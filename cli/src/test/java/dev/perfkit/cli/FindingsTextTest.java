package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.Analysis;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.FindingBuilder;
import dev.perfkit.analyzers.findings.RuleOutcome;
import dev.perfkit.analyzers.model.Quantity;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The terminal text of a fixed synthetic analysis against golden files: three lines a finding,
 * application code first, the minor JDK-internal finding counted and hidden; in full with
 * --verbose; shown with --all.
 */
class FindingsTextTest {

  private static final Finding READER =
      finding(
          "inlining-failure",
          "app.Server.handle -> app.Reader.read",
          92,
          "app.Reader.read (1,469 bytes of bytecode) is not inlined into app.Server.handle at a call"
              + " site called 6,372 times: hot method too big (FreqInlineSize=325).",
          "compilation log",
          List.of(
              Evidence.of("call count at the site", Quantity.count(6372)),
              Evidence.text("reason", "hot method too big")));

  private static final Finding BUFFERS =
      finding(
          "hot-allocation-site",
          "app.Buffers.allocate (byte[])",
          87,
          "byte[] allocated by java.nio.ByteBuffer.allocate from app.Buffers.allocate: 47% of"
              + " allocated bytes (async-profiler) (422.7 MiB/s).",
          "async-profiler recording",
          List.of(
              Evidence.of("share of allocated bytes (async-profiler)", Quantity.fraction(0.47)),
              Evidence.stack(
                  "heaviest stack",
                  Quantity.fraction(0.47),
                  List.of("byte[]", "java.nio.ByteBuffer.allocate", "app.Buffers.allocate"))));

  private static final Finding JDK_MINOR =
      finding(
          "inlining-failure",
          "java.util.regex.Pattern.sequence -> java.util.regex.Pattern.atom",
          54,
          "java.util.regex.Pattern.atom (422 bytes of bytecode) is not inlined into"
              + " java.util.regex.Pattern.sequence at a call site called 233,872 times: hot method"
              + " too big (FreqInlineSize=325).",
          "compilation log",
          List.of(Evidence.of("call count at the site", Quantity.count(233_872))));

  private static final Finding WARMUP =
      finding(
          "slow-warmup",
          "",
          52,
          "Throughput and latency took 11 s of the 20 s load to settle.",
          "load results",
          List.of());

  @Test
  void showsThreeLinesAFindingAndCountsTheHiddenJdkOnes() throws IOException {
    assertEquals(golden("findings.txt"), render(new FindingsText.View(10, false, false)));
  }

  @Test
  void verboseShowsEveryEvidenceWithItsFramesAndTheAdvice() throws IOException {
    assertEquals(golden("findings-verbose.txt"), render(new FindingsText.View(2, false, true)));
  }

  @Test
  void allShowsTheJdkInternalsToo() throws IOException {
    assertEquals(golden("findings-all.txt"), render(new FindingsText.View(10, true, false)));
  }

  private static String render(FindingsText.View view) {
    Analysis analysis =
        new Analysis(
            List.of("runs/demo"),
            null,
            List.of(
                new ReadReport(
                    Path.of("runs/demo/logs/compilation.log"),
                    "compilation log",
                    List.of("compilation log"),
                    false,
                    "")),
            new AnalysisInputs(),
            List.of(
                new RuleOutcome(
                    "inlining-failure",
                    "Hot call site not inlined",
                    true,
                    List.of(),
                    List.of(READER, JDK_MINOR)),
                new RuleOutcome(
                    "hot-allocation-site",
                    "Hot allocation site",
                    true,
                    List.of(),
                    List.of(BUFFERS)),
                new RuleOutcome("slow-warmup", "Slow warm-up", true, List.of(), List.of(WARMUP)),
                new RuleOutcome(
                    "lock-contention",
                    "Lock contention",
                    false,
                    List.of("lock profile"),
                    List.of())));
    StringWriter text = new StringWriter();
    new FindingsText(new PrintWriter(text), view)
        .print(analysis.toSummary("test", Instant.EPOCH), Path.of("runs/demo/summary.json"));
    return text.toString();
  }

  private static Finding finding(
      String ruleId,
      String subject,
      int score,
      String summary,
      String source,
      List<Evidence> evidence) {
    return new FindingBuilder(ruleId, subject, score)
        .summary(summary)
        .explanation("Why it matters.")
        .suggestion("What to do.")
        .source(source)
        .evidence(evidence);
  }

  private static String golden(String name) throws IOException {
    try (InputStream in = FindingsTextTest.class.getResourceAsStream("/golden/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
