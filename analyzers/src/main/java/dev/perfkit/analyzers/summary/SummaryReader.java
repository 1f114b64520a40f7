package dev.perfkit.analyzers.summary;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads a {@code summary.json} back, checking its schema version first: an older layout is named
 * with what to do, a newer one is refused by name, and anything else fails in one line.
 */
public final class SummaryReader {

  private static final ObjectMapper JSON = Json.mapper();

  private SummaryReader() {}

  /**
   * Reads the summary in {@code file}.
   *
   * @throws UnreadableEvidenceException in one line naming the file, when it is not a summary this
   *     perfkit reads
   */
  public static RunSummary read(Path file) throws IOException {
    JsonNode tree = tree(file);
    JsonNode version = tree.get("schemaVersion");
    if (!tree.isObject() || version == null || !version.canConvertToInt()) {
      throw new UnreadableEvidenceException(file, "not a perfkit summary (no schemaVersion)");
    }
    if (!tree.has("findings")) {
      // run.json and load/results.json have a schemaVersion too.
      throw new UnreadableEvidenceException(file, "not a perfkit summary (no findings)");
    }
    int schema = version.asInt();
    if (schema < RunSummary.SCHEMA_VERSION) {
      throw new UnreadableEvidenceException(
          file,
          "summary.json schema "
              + schema
              + " was written by an older perfkit; run 'perfkit analyze RUN' again");
    }
    if (schema > RunSummary.SCHEMA_VERSION) {
      throw new UnreadableEvidenceException(
          file,
          "summary.json schema "
              + schema
              + " is newer than this perfkit reads ("
              + RunSummary.SCHEMA_VERSION
              + "); upgrade perfkit");
    }
    try {
      return JSON.treeToValue(tree, RunSummary.class);
    } catch (JacksonException e) {
      throw new UnreadableEvidenceException(file, "not a perfkit summary: " + Json.problem(e));
    }
  }

  private static JsonNode tree(Path file) throws IOException {
    try {
      JsonNode tree = JSON.readTree(file.toFile());
      if (tree == null || tree.isMissingNode()) {
        throw new UnreadableEvidenceException(file, "file is empty");
      }
      return tree;
    } catch (JacksonException e) {
      throw new UnreadableEvidenceException(file, "not JSON, so not a perfkit summary");
    }
  }
}
