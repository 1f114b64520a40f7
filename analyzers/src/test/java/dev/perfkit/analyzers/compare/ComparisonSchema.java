package dev.perfkit.analyzers.compare;

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

/** The published schema of comparison.json, which every comparison the tests make must meet. */
public final class ComparisonSchema {

  /** The schema file, from either module's directory (the tests' working directory). */
  public static final Path FILE = Path.of("..", "docs", "comparison.schema.json");

  private static final Schema SCHEMA = load();

  private ComparisonSchema() {}

  private static Schema load() {
    try {
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
          .getSchema(Files.readString(FILE), InputFormat.JSON);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Fails the test when {@code comparison} breaks the schema, listing every problem. */
  public static void assertValid(JsonNode comparison) {
    List<String> problems = SCHEMA.validate(comparison).stream().map(Error::toString).toList();
    assertEquals(List.of(), problems, "comparison.json against " + FILE);
  }

  /** Checks a comparison as perfkit writes it. */
  public static void assertValid(Comparison comparison) {
    assertValid(Json.mapper().<JsonNode>valueToTree(comparison));
  }
}
