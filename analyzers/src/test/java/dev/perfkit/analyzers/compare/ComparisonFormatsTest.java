package dev.perfkit.analyzers.compare;

import static dev.perfkit.analyzers.compare.ComparisonFixtures.compare;
import static dev.perfkit.analyzers.compare.ComparisonFixtures.finding;
import static dev.perfkit.analyzers.compare.ComparisonFixtures.summary;
import static dev.perfkit.analyzers.compare.ComparisonFixtures.withInterval;
import static dev.perfkit.analyzers.compare.ComparisonFixtures.withoutInterval;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.compare.output.MarkdownComparisonFormat;
import dev.perfkit.analyzers.compare.output.TextComparisonFormat;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.summary.Metric.Better;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The text and Markdown formats of a fixed comparison, against their golden files. To regenerate
 * after a deliberate change: {@code -Dperfkit.golden.update=true}.
 */
class ComparisonFormatsTest {

  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  static Comparison comparison() {
    return compare(
        summary(
            List.of(
                withInterval("throughput", 1000, 950, 1050, Better.HIGHER),
                withInterval("latency-p99", 5, 4.5, 5.5, Better.LOWER),
                withoutInterval("latency-max", 40),
                withoutInterval("cpu-share:app.A.a", 1)),
            List.of(
                finding("inlining-failure", "app.A.run -> app.B.read", 90),
                finding("gc-overhead", "", 40))),
        summary(
            List.of(
                withInterval("throughput", 1500, 1400, 1600, Better.HIGHER),
                withInterval("latency-p99", 5.2, 4.6, 5.8, Better.LOWER),
                withoutInterval("latency-max", 12)),
            List.of(
                finding("gc-overhead", "", 20),
                finding("hot-allocation-site", "app.C.make (byte[])", 70))));
  }

  private static String render(Format<Comparison> format) throws IOException {
    StringWriter out = new StringWriter();
    format.render(comparison(), new PrintWriter(out));
    return out.toString();
  }

  private static void assertGolden(String name, String actual) throws IOException {
    Path file = GOLDEN.resolve(name);
    if (Boolean.getBoolean("perfkit.golden.update")) {
      Files.writeString(file, actual, StandardCharsets.UTF_8);
    }
    assertEquals(Files.readString(file, StandardCharsets.UTF_8), actual);
  }

  @Test
  void textMatchesItsGoldenFile() throws IOException {
    assertGolden("comparison.txt", render(new TextComparisonFormat()));
  }

  @Test
  void markdownMatchesItsGoldenFile() throws IOException {
    String markdown = render(new MarkdownComparisonFormat());
    assertGolden("comparison.md", markdown);
    assertTrue(markdown.length() < 1 << 20);
  }

  @Test
  void theFixedComparisonMeetsTheSchema() {
    ComparisonSchema.assertValid(comparison());
  }
}
