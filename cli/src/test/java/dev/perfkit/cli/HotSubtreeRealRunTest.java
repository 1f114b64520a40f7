package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.summary.SummaryReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The bundled legacy server's request reader is a real hot subtree: many small costs (splitting,
 * regular expressions, maps) under one application method, none a finding by itself. A real short
 * run must report it, with the share a plain sum over the run's collapsed CPU stacks gives.
 */
class HotSubtreeRealRunTest {

  private static final String READER = "dev.perfkit.server.LegacyRequestReader.read";

  /** A collapsed line on which the reader is a frame, whatever its frame-type suffix. */
  private static final Pattern READER_ON_STACK =
      Pattern.compile("(^|;)dev/perfkit/server/LegacyRequestReader\\.read(_\\[.])?(;| \\d+$)");

  @Test
  void theRequestReadersSubtreeShareIsAPlainSumOverTheStacks() throws IOException {
    Path run = VariantRuns.of("legacy");
    List<Finding> findings = SummaryReader.read(run.resolve("summary.json")).findings();
    Finding reader =
        findings.stream()
            .filter(f -> f.key().equals("hot-cpu-subtree:" + READER))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no reader subtree in " + findings));
    long[] sums = plainSums(run.resolve("stacks/cpu.collapsed"));
    double share =
        reader.evidence().stream()
            .filter(e -> e.label().startsWith("subtree share of all CPU samples"))
            .mapToDouble(e -> e.quantity().value())
            .findFirst()
            .orElseThrow(() -> new AssertionError("no share in " + reader));
    assertEquals((double) sums[0] / sums[1], share, 1e-9, reader.summary());
  }

  /** {samples with the reader on the stack, all samples}, counting each line's count once. */
  private static long[] plainSums(Path collapsed) throws IOException {
    long reader = 0;
    long all = 0;
    for (String line : Files.readAllLines(collapsed)) {
      long count = Long.parseLong(line.substring(line.lastIndexOf(' ') + 1));
      all += count;
      reader += READER_ON_STACK.matcher(line).find() ? count : 0;
    }
    return new long[] {reader, all};
  }
}
