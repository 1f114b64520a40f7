package dev.perfkit.analyzers.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.summary.SyntheticAnalysis;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The JSON format of the fixed synthetic analysis, byte for byte against its golden file. To
 * regenerate after a deliberate change: {@code -Dperfkit.golden.update=true}.
 */
class JsonFormatTest {

  static final Path GOLDEN = Path.of("src/test/resources/golden/summary.json");

  @Test
  void rendersTheSummaryAsTheGoldenFileHoldsIt() throws Exception {
    StringWriter text = new StringWriter();
    new JsonFormat()
        .render(
            new AnalysisReport(SyntheticAnalysis.analysis(), SyntheticAnalysis.summary(), null),
            new PrintWriter(text));
    if (Boolean.getBoolean("perfkit.golden.update")) {
      Files.writeString(GOLDEN, text.toString(), StandardCharsets.UTF_8);
    }
    assertEquals(Files.readString(GOLDEN, StandardCharsets.UTF_8), text.toString());
  }
}
