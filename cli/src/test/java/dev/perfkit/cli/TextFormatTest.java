package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.output.AnalysisReport;
import dev.perfkit.analyzers.summary.SyntheticAnalysis;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The text format of the fixed synthetic analysis, byte for byte against its golden file: the
 * metrics headline, then FindingsText's part. To regenerate after a deliberate change: {@code
 * -Dperfkit.golden.update=true}.
 */
class TextFormatTest {

  private static final Path GOLDEN = Path.of("src/test/resources/golden/summary.txt");

  @Test
  void rendersTheHeadlineAndTheFindingsAsTheGoldenFileHoldsThem() throws Exception {
    StringWriter text = new StringWriter();
    new TextFormat(new FindingsText.View(FindingsOptions.DEFAULT_TOP, false, false))
        .render(
            new AnalysisReport(
                SyntheticAnalysis.analysis(),
                SyntheticAnalysis.summary(),
                Path.of("/runs/demo/summary.json")),
            new PrintWriter(text));
    if (Boolean.getBoolean("perfkit.golden.update")) {
      Files.writeString(GOLDEN, text.toString(), StandardCharsets.UTF_8);
    }
    assertEquals(Files.readString(GOLDEN, StandardCharsets.UTF_8), text.toString());
  }
}
