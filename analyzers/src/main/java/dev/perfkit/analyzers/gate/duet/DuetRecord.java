package dev.perfkit.analyzers.gate.duet;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.gate.GateResult;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A duet directory's {@code duet.json} (docs/duet.md): what ran on each side, how, every round's
 * readings, and the verdict they gave; {@code perfkit gate --duet DIR} judges the rounds again.
 *
 * @param schemaVersion this file's format version
 * @param baseline what the baseline was, in words
 * @param candidate what the candidate was
 * @param settings how the rounds were run
 * @param complete whether every round asked for ran
 * @param incompleteReason why it stopped early ({@code interrupted by SIGTERM}, or the round a side
 *     failed in and how), null when complete
 * @param sideFailed whether a side failed to start or died: the duet then has no verdict, as
 *     neither a signal nor the rounds done can say how the rest would have gone
 * @param rounds each round's readings, in order
 * @param verdict the gate's verdict on the rounds, null when a side failed
 */
public record DuetRecord(
    int schemaVersion,
    String baseline,
    String candidate,
    Settings settings,
    boolean complete,
    String incompleteReason,
    boolean sideFailed,
    List<DuetRound> rounds,
    GateResult verdict) {

  /** The file's name in a duet directory. */
  public static final String FILE = "duet.json";

  /** The current format version. */
  public static final int SCHEMA_VERSION = 1;

  public DuetRecord {
    rounds = List.copyOf(rounds);
    if (complete == (incompleteReason != null) || (complete && sideFailed)) {
      throw new IllegalArgumentException(
          "a duet is complete with no reason to stop, or stopped early with one: complete "
              + complete
              + ", incompleteReason "
              + incompleteReason
              + ", sideFailed "
              + sideFailed);
    }
  }

  /**
   * How the duet stopped early, {@code 1 of 6 rounds done, interrupted by SIGTERM}; null when it is
   * complete.
   */
  public String stoppedEarly() {
    if (complete) {
      return null;
    }
    String asked = settings == null ? "" : " of " + settings.rounds();
    return rounds.size() + asked + " rounds done, " + incompleteReason;
  }

  /**
   * How the rounds were run.
   *
   * @param rounds the rounds asked for
   * @param warmupSeconds the warm-up's least length; it lasted until both JITs were idle
   * @param measuredSeconds each round's measured window
   * @param ratePerTarget the requests per second each side was sent
   * @param connections the load driver's connections, each to both sides
   * @param urlPath what each request asked for
   */
  public record Settings(
      int rounds,
      double warmupSeconds,
      double measuredSeconds,
      double ratePerTarget,
      int connections,
      String urlPath) {}

  /** Writes this into {@code dir}/duet.json. */
  public void write(Path dir) throws IOException {
    Files.createDirectories(dir);
    Json.mapper().writerWithDefaultPrettyPrinter().writeValue(dir.resolve(FILE).toFile(), this);
  }

  /**
   * The sides' names and the rounds of {@code dir}/duet.json, without its verdict, which a gate
   * judges again; throws IOException naming the file and the problem.
   */
  public static DuetRecord readRounds(Path dir) throws IOException {
    Path file = dir.resolve(FILE);
    if (!Files.isRegularFile(file)) {
      throw new IOException(dir + ": no " + FILE + " (not a directory of perfkit duet)");
    }
    ObjectMapper mapper = Json.mapper();
    try {
      JsonNode root = mapper.readTree(file.toFile());
      List<DuetRound> rounds =
          mapper.convertValue(root.path("rounds"), new TypeReference<List<DuetRound>>() {});
      Settings settings = mapper.convertValue(root.path("settings"), Settings.class);
      List<DuetRound> done = rounds == null ? List.of() : rounds;
      // A duet.json written before perfkit said whether it was complete: its count of rounds does.
      boolean complete =
          root.has("complete")
              ? root.path("complete").asBoolean()
              : settings == null || done.size() >= settings.rounds();
      // Before the field, a duet a side broke off was the one incomplete duet with no verdict.
      boolean sideFailed =
          root.has("sideFailed")
              ? root.path("sideFailed").asBoolean()
              : root.has("verdict") && root.path("verdict").isNull();
      String incompleteReason =
          Objects.requireNonNullElse(
              root.path("incompleteReason").textValue(),
              "stopped early, for a reason not recorded");
      return new DuetRecord(
          root.path("schemaVersion").asInt(),
          root.path("baseline").asText(),
          root.path("candidate").asText(),
          settings,
          complete,
          complete ? null : incompleteReason,
          !complete && sideFailed,
          done,
          null);
    } catch (JacksonException e) {
      throw new IOException(file + ": not a duet record: " + Json.problem(e), e);
    } catch (IllegalArgumentException e) {
      // convertValue's: a field of the wrong type, Jackson's own exception inside.
      String problem =
          e.getCause() instanceof JacksonException jackson ? Json.problem(jackson) : e.getMessage();
      throw new IOException(file + ": not a duet record: " + problem, e);
    }
  }
}
