package dev.perfkit.analyzers.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
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
            .with(
                StackInputs.ALLOC,
                SyntheticProfiles.profile(
                    StackEvent.ALLOC, ValueUnit.BYTES, 2_000_000_000L, lines(MIB)));
    List<Finding> findings = rule.evaluate(inputs);
    assertEquals(
        List.of(
            "java.lang.String allocated by java.lang.StringBuilder.toString from app.Json.encode:"
                + " 50% of allocated bytes (250.0 MiB/s)",
            "byte[] allocated by java.nio.ByteBuffer.allocate from app.Http.createResponseBuffer:"
                + " 32% of allocated bytes (160.0 MiB/s)",
            "app.Entry allocated in app.Cache.put: 15% of allocated bytes (75.0 MiB/s)"),
        findings.stream().map(Finding::summary).toList());
    assertEquals(List.of(70, 52, 35), findings.stream().map(Finding::score).toList());
    assertEquals(Severity.INFO, findings.get(0).severity());
    assertEquals(
        List.of(
            Evidence.of("allocated class", "byte[]"),
            Evidence.of("allocating frame", "app.Http.createResponseBuffer"),
            Evidence.of("through", "java.nio.ByteBuffer.allocate"),
            Evidence.of("share", "32%"),
            Evidence.of("amount", "320.0 MiB"),
            Evidence.of("site allocation rate", "160.0 MiB/s"),
            Evidence.of("total allocation rate", "500.0 MiB/s"),
            Evidence.stack(
                "heaviest stack",
                "32%",
                List.of(
                    "byte[]",
                    "java.nio.HeapByteBuffer.<init>",
                    "java.nio.ByteBuffer.allocate",
                    "app.Http.createResponseBuffer",
                    "app.Main.run"))),
        findings.get(1).evidence());
  }

  @Test
  void collapsedSamplesGiveSharesWithoutRate() {
    AnalysisInputs inputs =
        new AnalysisInputs()
            .with(
                StackInputs.ALLOC,
                SyntheticProfiles.profile(StackEvent.ALLOC, ValueUnit.SAMPLES, 0, lines(1)));
    assertEquals(
        "java.lang.String allocated by java.lang.StringBuilder.toString from app.Json.encode:"
            + " 50% of allocation samples",
        rule.evaluate(inputs).get(0).summary());
  }
}
