package dev.perfkit.analyzers.compare;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.json.PublishedSchema;
import java.nio.file.Path;

/** The published schema of comparison.json, which every comparison the tests make must meet. */
public final class ComparisonSchema {

  private static final PublishedSchema SCHEMA = new PublishedSchema("comparison.schema.json");

  /** The schema file, from either module's directory (the tests' working directory). */
  public static final Path FILE = SCHEMA.file();

  private ComparisonSchema() {}

  /** Fails the test when {@code comparison} breaks the schema, listing every problem. */
  public static void assertValid(JsonNode comparison) {
    SCHEMA.assertValid(comparison);
  }

  /** Checks a comparison as perfkit writes it. */
  public static void assertValid(Comparison comparison) {
    assertValid(Json.mapper().<JsonNode>valueToTree(comparison));
  }
}
