package dev.perfkit.analyzers.load;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.evidence.EvidenceReader;
import dev.perfkit.analyzers.evidence.ReadReport;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/** Reads the {@code load/results.json} that perfkit's load driver writes. */
public final class LoadResultsReader implements EvidenceReader {

  /**
   * Made on the first read, not with the reader: every analysis makes every reader, and Jackson's
   * set-up (date formats, calendar and locale data) would then cost analyses that read no load
   * results.
   */
  private static final class Mapper {
    static final ObjectMapper INSTANCE =
        Json.mapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
  }

  @Override
  public String kind() {
    return "load results";
  }

  @Override
  public boolean recognizes(Path file, byte[] head) {
    String text = new String(head, StandardCharsets.UTF_8).stripLeading();
    return text.startsWith("{") && text.contains("\"perSecond\"") && text.contains("\"scenario\"");
  }

  @Override
  public ReadReport read(Path file, AnalysisInputs into) throws IOException {
    LoadResults results = read(file);
    into.with(LoadInputs.LOAD_RESULTS, results);
    String note = results.complete() ? "" : "the load was cut short";
    return new ReadReport(
        file, kind(), List.of(LoadInputs.LOAD_RESULTS.name()), !results.complete(), note);
  }

  /** The results in {@code file}; a one-line error when it is not load results JSON. */
  public static LoadResults read(Path file) throws IOException {
    try {
      LoadResults results = Mapper.INSTANCE.readValue(file.toFile(), LoadResults.class);
      if (results == null) {
        throw new UnreadableEvidenceException(file, "file is empty");
      }
      if (results.schemaVersion() > LoadResults.SCHEMA_VERSION) {
        throw new UnreadableEvidenceException(
            file,
            "load results schema "
                + results.schemaVersion()
                + " is newer than this perfkit reads ("
                + LoadResults.SCHEMA_VERSION
                + ")");
      }
      return results;
    } catch (JacksonException e) {
      throw new UnreadableEvidenceException(
          file, "not valid load results JSON: " + e.getOriginalMessage(), e);
    }
  }
}
