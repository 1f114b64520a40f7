package dev.perfkit.analyzers.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.json.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LoadResultsReaderTest {

  @TempDir Path dir;

  private final LoadResults results =
      LoadResultsFixtures.withSeries(
          new long[] {10, 20, 30}, new double[] {3, 2, 1}, new long[] {1, 0, 0});

  @Test
  void readsBackWhatJacksonWrote() throws Exception {
    Path file = dir.resolve("results.json");
    Json.mapper().writeValue(file.toFile(), results);
    assertTrue(new LoadResultsReader().recognizes(file, Files.readAllBytes(file)));
    assertEquals(results, LoadResultsReader.read(file));
  }

  @Test
  void rejectsJsonCutShortWithTheFileNamed() throws Exception {
    String json = Json.mapper().writeValueAsString(results);
    Path file = dir.resolve("cut.json");
    Files.writeString(file, json.substring(0, json.length() / 2));
    UnreadableEvidenceException e =
        assertThrows(UnreadableEvidenceException.class, () -> LoadResultsReader.read(file));
    assertTrue(e.getMessage().startsWith(file + ": not valid load results JSON"), e.getMessage());
  }

  @Test
  void rejectsANewerSchema() throws Exception {
    String json =
        Json.mapper()
            .writeValueAsString(results)
            .replace("\"schemaVersion\" : 1", "\"schemaVersion\" : 9");
    Path file = dir.resolve("future.json");
    Files.writeString(file, json);
    UnreadableEvidenceException e =
        assertThrows(UnreadableEvidenceException.class, () -> LoadResultsReader.read(file));
    assertEquals(
        file + ": load results schema 9 is newer than this perfkit reads (1)", e.getMessage());
  }

  @Test
  void doesNotClaimOtherJson() {
    byte[] head = "{\"schemaVersion\":1,\"findings\":[]}".getBytes(StandardCharsets.UTF_8);
    assertFalse(new LoadResultsReader().recognizes(Path.of("summary.json"), head));
  }
}
