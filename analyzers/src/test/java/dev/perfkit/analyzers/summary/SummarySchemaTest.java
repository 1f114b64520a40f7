package dev.perfkit.analyzers.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perfkit.analyzers.json.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The published schema accepts what perfkit writes and rejects what it does not. */
class SummarySchemaTest {

  private final JsonNode summary = Json.mapper().valueToTree(SyntheticAnalysis.summary());

  @Test
  void theSyntheticSummaryIsValid() {
    SummarySchema.assertValid(summary);
  }

  @Test
  void anUnknownUnitFailsValidation() {
    ObjectNode broken = summary.deepCopy();
    ((ObjectNode) broken.at("/metrics/0")).put("unit", "furlongs");
    assertProblem(broken, "/metrics/0/unit");
  }

  @Test
  void aMissingRunBlockFailsValidation() {
    ObjectNode broken = summary.deepCopy();
    broken.remove("run");
    assertProblem(broken, "run");
  }

  @Test
  void anIntervalAndAReasonTogetherFailValidation() {
    ObjectNode broken = summary.deepCopy();
    ((ObjectNode) broken.at("/metrics/0/spread")).put("reason", "both");
    assertProblem(broken, "/metrics/0/spread");
  }

  @Test
  void theOldDisplayNameEvidenceMapFailsValidation() {
    ObjectNode broken = summary.deepCopy();
    broken.putObject("evidence").putObject("GC pauses (JFR)");
    assertProblem(broken, "evidence");
  }

  private static void assertProblem(JsonNode broken, String where) {
    List<String> problems = SummarySchema.problems(broken);
    assertTrue(!problems.isEmpty(), "the schema accepted a broken summary");
    assertEquals(
        true, problems.stream().anyMatch(problem -> problem.contains(where)), problems.toString());
  }
}
