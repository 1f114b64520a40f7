package dev.perfkit.analyzers.summary;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.json.PublishedSchema;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The published schema of summary.json ({@code docs/summary.schema.json}), which every test that
 * writes or builds a summary checks it against: the schema and the code cannot drift apart.
 */
public final class SummarySchema {

  private static final PublishedSchema SCHEMA = new PublishedSchema("summary.schema.json");

  /** The schema file, from either module's directory (the tests' working directory). */
  public static final Path FILE = SCHEMA.file();

  private SummarySchema() {}

  /** What is wrong with {@code summary} by the schema: empty when it is valid. */
  public static List<String> problems(JsonNode summary) {
    return SCHEMA.problems(summary);
  }

  /** Fails the test when {@code summary} breaks the schema, listing every problem. */
  public static void assertValid(JsonNode summary) {
    SCHEMA.assertValid(summary);
  }

  /** Checks a summary.json file. */
  public static void assertValid(Path summaryFile) throws IOException {
    assertValid(Json.mapper().readTree(summaryFile.toFile()));
  }

  /** Checks a summary as perfkit writes it. */
  public static void assertValid(RunSummary summary) {
    assertValid(Json.mapper().valueToTree(summary));
  }
}
