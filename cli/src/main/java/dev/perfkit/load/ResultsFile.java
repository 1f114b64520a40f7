package dev.perfkit.load;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.load.LoadResults;
import java.io.IOException;
import java.nio.file.Path;

/** Writes {@code results.json}, the load's {@link LoadResults} as indented JSON. */
final class ResultsFile {
  static final String NAME = "results.json";

  private static final ObjectMapper MAPPER = Json.mapper();

  private ResultsFile() {}

  static void write(LoadResults results, Path loadDir) throws IOException {
    MAPPER.writeValue(loadDir.resolve(NAME).toFile(), results);
  }
}
