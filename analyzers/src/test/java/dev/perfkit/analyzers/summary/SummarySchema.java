package dev.perfkit.analyzers.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The published schema of summary.json ({@code docs/summary.schema.json}), which every test that
 * writes or builds a summary checks it against: the schema and the code cannot drift apart.
 */
public final class SummarySchema {

  /** The schema file, from either module's directory (the tests' working directory). */
  public static final Path FILE = Path.of("..", "docs", "summary.schema.json");

  private static final Schema SCHEMA = load();

  private SummarySchema() {}

  private static Schema load() {
    try {
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
          .getSchema(Files.readString(FILE), InputFormat.JSON);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** What is wrong with {@code summary} by the schema: empty when it is valid. */
  public static List<String> problems(JsonNode summary) {
    return SCHEMA.validate(summary).stream().map(Error::toString).toList();
  }

  /** Fails the test when {@code summary} breaks the schema, listing every problem. */
  public static void assertValid(JsonNode summary) {
    assertEquals(List.of(), problems(summary), "summary.json against " + FILE);
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
