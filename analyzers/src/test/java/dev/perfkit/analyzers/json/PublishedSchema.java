package dev.perfkit.analyzers.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One JSON Schema that perfkit publishes in {@code docs/} (draft 2020-12), loaded once, against
 * which the tests check every document of its kind they produce.
 */
public final class PublishedSchema {

  private final Path file;
  private final Schema schema;

  /** The schema {@code docs/NAME}, from either module's directory (the tests' working one). */
  public PublishedSchema(String name) {
    this.file = Path.of("..", "docs", name);
    try {
      this.schema =
          SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
              .getSchema(Files.readString(file), InputFormat.JSON);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public Path file() {
    return file;
  }

  /** What is wrong with {@code document} by the schema: empty when it is valid. */
  public List<String> problems(JsonNode document) {
    return schema.validate(document).stream().map(Error::toString).toList();
  }

  /** Fails the test when {@code document} breaks the schema, listing every problem. */
  public void assertValid(JsonNode document) {
    assertEquals(List.of(), problems(document), "document against " + file);
  }
}
