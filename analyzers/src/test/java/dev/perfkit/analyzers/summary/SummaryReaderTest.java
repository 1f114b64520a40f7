package dev.perfkit.analyzers.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SummaryReaderTest {

  @TempDir Path dir;

  @Test
  void whatIsWrittenReadsBackEqual() throws Exception {
    RunSummary summary = SyntheticAnalysis.summary();
    Path file = SummaryFile.write(summary, dir);
    SummarySchema.assertValid(file);
    assertEquals(summary, SummaryReader.read(file));
  }

  @Test
  void aSchemaOneFileSaysToAnalyzeAgain() throws Exception {
    Path file = write("{\"schemaVersion\":1,\"findings\":[],\"evidence\":{}}");
    assertEquals(
        file
            + ": summary.json schema 1 was written by an older perfkit; run 'perfkit analyze RUN'"
            + " again",
        refusal(file));
  }

  @Test
  void aNewerSchemaIsRefusedByName() throws Exception {
    Path file = write("{\"schemaVersion\":3,\"findings\":[]}");
    assertEquals(
        file + ": summary.json schema 3 is newer than this perfkit reads (2); upgrade perfkit",
        refusal(file));
  }

  @Test
  void aFileThatIsNotJsonIsOneLine() throws Exception {
    Path file = write("Findings, highest score first:\n");
    assertEquals(file + ": not JSON, so not a perfkit summary", refusal(file));
  }

  @Test
  void jsonThatIsNotASummaryIsOneLine() throws Exception {
    Path file = write("{\"schemaVersion\":1,\"kind\":\"run\"}");
    assertEquals(file + ": not a perfkit summary (no findings)", refusal(file));
    Path array = write("[1, 2]");
    assertEquals(array + ": not a perfkit summary (no schemaVersion)", refusal(array));
  }

  @Test
  void aSchemaTwoFileOfTheWrongShapeIsOneLine() throws Exception {
    Path file = write("{\"schemaVersion\":2,\"findings\":{\"a\":1}}");
    String message = refusal(file);
    assertEquals(true, message.startsWith(file + ": not a perfkit summary: "), message);
    assertEquals(1, message.lines().count(), message);
  }

  private Path write(String text) throws Exception {
    return Files.writeString(dir.resolve("summary.json"), text);
  }

  private static String refusal(Path file) {
    return assertThrows(UnreadableEvidenceException.class, () -> SummaryReader.read(file))
        .getMessage();
  }
}
