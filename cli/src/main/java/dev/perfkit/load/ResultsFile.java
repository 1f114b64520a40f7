package dev.perfkit.load;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Path;

/** Writes {@code results.json}, the load's {@link LoadResults} as indented JSON. */
final class ResultsFile {

  private static final ObjectMapper MAPPER = Json.mapper();

  private ResultsFile() {}

  static void write(LoadResults results, Path loadDir) throws IOException {
    MAPPER.writeValue(loadDir.resolve(RunDirectory.LOAD_RESULTS).toFile(), results);
  }
}
