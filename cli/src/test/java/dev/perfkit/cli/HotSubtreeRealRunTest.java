package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bundled legacy server's request reader is a real hot subtree: many small costs (splitting,
 * regular expressions, maps) under one application method, none a finding by itself. A real short
 * run must report it, with the share a plain sum over the run's collapsed CPU stacks gives, the
 * profilers' own samples left out.
 */
class HotSubtreeRealRunTest {

  private static final String READER = "dev.perfkit.server.LegacyRequestReader.read";

  @Test
  void theRequestReadersSubtreeShareIsAPlainSumOverTheStacks() throws IOException {
    Path run = VariantRuns.of("legacy");
    List<Finding> findings = SummaryReader.read(run.resolve("summary.json")).findings();
    Finding reader =
        findings.stream()
            .filter(f -> f.key().equals("hot-cpu-subtree:" + READER))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no reader subtree in " + findings));
    // The plain count: samples with the reader on the stack, of those without a profiler frame
    // (the rule leaves the profilers' own samples out, as every CPU rule does).
    double plain = PlainStacks.read(run.resolve("stacks/cpu.collapsed")).onStackShare(READER);
    double share =
        reader.evidence().stream()
            .filter(e -> e.label().startsWith("subtree share of all CPU samples"))
            .mapToDouble(e -> e.quantity().value())
            .findFirst()
            .orElseThrow(() -> new AssertionError("no share in " + reader));
    assertEquals(plain, share, 1e-9, reader.summary());
  }
}
