package dev.perfkit.analyzers.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.Severity;
import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackInputs;
import dev.perfkit.analyzers.stacks.ValueUnit;
import java.util.List;
import org.junit.jupiter.api.Test;

class DominantFrameRuleTest {

  private final DominantFrameRule rule = new DominantFrameRule();

  private static AnalysisInputs cpu(long scale) {
    return new AnalysisInputs()
        .withSource(StackInputs.CPU, "async-profiler recording")
        .with(
            StackInputs.CPU,
            SyntheticProfiles.profile(
                StackEvent.CPU,
                ValueUnit.SAMPLES,
                0,
                "app.Main.run;app.Parser.parse;app.Parser.scan " + 60 * scale,
                "app.Main.run;app.Parser.parse " + 10 * scale,
                "app.Main.run;app.Render.draw " + 25 * scale,
                "app.Main.run;app.Io.read " + 5 * scale));
  }

  @Test
  void reportsFramesWithAFifthOrMoreOfSelfSamples() {
    List<Finding> findings = rule.evaluate(cpu(10));
    assertEquals(
        List.of(
            "app.Parser.scan runs on the CPU itself in 60% of all CPU samples (async-profiler).",
            "app.Render.draw runs on the CPU itself in 25% of all CPU samples (async-profiler)."),
        findings.stream().map(Finding::summary).toList());
    assertEquals(List.of(80, 45), findings.stream().map(Finding::score).toList());
    assertEquals(Severity.WARNING, findings.get(0).severity());
    assertEquals(
        List.of(
            "self share of all CPU samples (async-profiler): 60%",
            "on-stack share: 60%",
            "self samples: 600",
            "all samples: 1,000",
            "heaviest stack: 600",
            "  at app.Parser.scan",
            "  at app.Parser.parse",
            "  at app.Main.run"),
        EvidenceLines.of(findings.get(0)));
    assertEquals("dominant-frame:app.Parser.scan", findings.get(0).key());
    assertEquals("async-profiler recording", findings.get(0).source());
  }

  @Test
  void aJvmRecordingsShareIsOfJavaThreadsOnly() {
    AnalysisInputs inputs = cpu(10).withSource(StackInputs.CPU, "JFR recording");
    assertEquals(
        "app.Parser.scan runs on the CPU itself in 60% of CPU samples of Java threads (JFR).",
        rule.evaluate(inputs).get(0).summary());
  }

  @Test
  void saysNothingOnTooFewSamples() {
    assertEquals(List.of(), rule.evaluate(cpu(0)));
  }
}
