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

class HotAllocationSiteRuleTest {

  private static final long MIB = 1024 * 1024;

  private final HotAllocationSiteRule rule = new HotAllocationSiteRule();

  private static String[] lines(long unit) {
    return new String[] {
      "app.Main.run;app.Http.createResponseBuffer;java.nio.ByteBuffer.allocate;"
          + "java.nio.HeapByteBuffer.<init>;byte[] "
          + 320 * unit,
      "app.Main.run;app.Json.encode;java.lang.StringBuilder.toString;java.lang.String "
          + 500 * unit,
      "app.Main.run;app.Cache.put;app.Entry " + 150 * unit,
      "app.Main.run;app.Misc.small;int[] " + 30 * unit,
    };
  }

  @Test
  void reportsSitesAboveTenPercentOfBytesWithTheirRate() {
    AnalysisInputs inputs =
        new AnalysisInputs()
            .withSource(StackInputs.ALLOC, "JFR recording")
            .with(
                StackInputs.ALLOC,
                SyntheticProfiles.profile(
                    StackEvent.ALLOC, ValueUnit.BYTES, 2_000_000_000L, lines(MIB)));
    List<Finding> findings = rule.evaluate(inputs);
    assertEquals(
        List.of(
            "java.lang.String allocated by java.lang.StringBuilder.toString from app.Json.encode:"
                + " 50% of allocated bytes (JFR) (250.0 MiB/s).",
            "byte[] allocated by java.nio.ByteBuffer.allocate from app.Http.createResponseBuffer:"
                + " 32% of allocated bytes (JFR) (160.0 MiB/s).",
            "app.Entry allocated in app.Cache.put: 15% of allocated bytes (JFR) (75.0 MiB/s)."),
        findings.stream().map(Finding::summary).toList());
    assertEquals(List.of(90, 72, 55), findings.stream().map(Finding::score).toList());
    assertEquals(Severity.WARNING, findings.get(0).severity());
    assertEquals(
        "hot-allocation-site:app.Http.createResponseBuffer (byte[])", findings.get(1).key());
    assertEquals(
        List.of(
            "share of allocated bytes (JFR): 32%",
            "amount: 320.0 MiB",
            "allocated class: byte[]",
            "allocating frame: app.Http.createResponseBuffer",
            "through: java.nio.ByteBuffer.allocate",
            "site allocation rate: 160.0 MiB/s",
            "total allocation rate: 500.0 MiB/s",
            "heaviest stack: 32%",
            "  at byte[]",
            "  at java.nio.HeapByteBuffer.<init>",
            "  at java.nio.ByteBuffer.allocate",
            "  at app.Http.createResponseBuffer",
            "  at app.Main.run"),
        EvidenceLines.of(findings.get(1)));
  }

  @Test
  void collapsedSamplesGiveSharesWithoutRate() {
    AnalysisInputs inputs =
        new AnalysisInputs()
            .withSource(StackInputs.ALLOC, "JFR recording")
            .with(
                StackInputs.ALLOC,
                SyntheticProfiles.profile(StackEvent.ALLOC, ValueUnit.SAMPLES, 0, lines(1)))
            .withSource(StackInputs.ALLOC, "collapsed stacks");
    assertEquals(
        "java.lang.String allocated by java.lang.StringBuilder.toString from app.Json.encode:"
            + " 50% of allocation samples (collapsed stacks).",
        rule.evaluate(inputs).get(0).summary());
  }
}
