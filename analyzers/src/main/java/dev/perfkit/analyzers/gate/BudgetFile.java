package dev.perfkit.analyzers.gate;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.perfkit.analyzers.evidence.UnreadableEvidenceException;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads a budget file, {@code perfkit-budget.yml}: a {@code budgets} map of metric id (or JMH
 * benchmark) to the largest allowed regression, and a {@code fail-on-new} list of rules or
 * severities. It walks the YAML as a stream so that every error names its line.
 */
public final class BudgetFile {

  private static final YAMLFactory YAML = new YAMLFactory();

  private BudgetFile() {}

  /**
   * The defaults with {@code file}'s budgets set on top.
   *
   * @throws UnreadableEvidenceException in one line naming the file and the line
   */
  public static Budgets read(Path file) throws IOException {
    Budgets budgets = Budgets.defaults();
    try (JsonParser parser = YAML.createParser(file.toFile())) {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        throw problem(file, parser, "expected keys budgets and fail-on-new");
      }
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String key = parser.currentName();
        int keyLine = parser.currentTokenLocation().getLineNr();
        parser.nextToken();
        switch (key) {
          case "budgets" -> readBudgets(file, parser, budgets);
          case "fail-on-new" -> readFailOnNew(file, parser, budgets);
          default ->
              throw problem(file, keyLine, "unknown key '" + key + "' (budgets, fail-on-new)");
        }
      }
    } catch (JacksonException e) {
      throw new UnreadableEvidenceException(
          file, "line " + e.getLocation().getLineNr() + ": not YAML: " + Json.problem(e));
    }
    return budgets;
  }

  private static void readBudgets(Path file, JsonParser parser, Budgets budgets)
      throws IOException {
    if (parser.currentToken() != JsonToken.START_OBJECT) {
      throw problem(file, parser, "budgets must map metric ids to budgets, like 'throughput: 5%'");
    }
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String id = parser.currentName();
      JsonToken value = parser.nextToken();
      if (!value.isScalarValue() && value != JsonToken.VALUE_NULL) {
        throw problem(file, parser, id + ": a budget is one value, like 5% or 2 ms");
      }
      try {
        budgets.set(id, off(parser) ? null : Budget.parse(parser.getText()));
      } catch (IllegalArgumentException e) {
        throw problem(file, parser, id + ": " + e.getMessage());
      }
    }
  }

  /** {@code none}, {@code off} or an empty value turns a check off. */
  private static boolean off(JsonParser parser) throws IOException {
    JsonToken token = parser.currentToken();
    String text = parser.getText();
    return token == JsonToken.VALUE_NULL
        || token == JsonToken.VALUE_FALSE
        || text.equals("none")
        || text.equals("off");
  }

  private static void readFailOnNew(Path file, JsonParser parser, Budgets budgets)
      throws IOException {
    if (parser.currentToken() == JsonToken.VALUE_STRING) {
      failOnNew(file, parser, budgets);
      return;
    }
    if (parser.currentToken() != JsonToken.START_ARRAY) {
      throw problem(file, parser, "fail-on-new must list rules or severities");
    }
    while (parser.nextToken() == JsonToken.VALUE_STRING) {
      failOnNew(file, parser, budgets);
    }
    if (parser.currentToken() != JsonToken.END_ARRAY) {
      throw problem(file, parser, "fail-on-new must list rules or severities");
    }
  }

  private static void failOnNew(Path file, JsonParser parser, Budgets budgets) throws IOException {
    try {
      budgets.failOnNew(parser.getText());
    } catch (IllegalArgumentException e) {
      throw problem(file, parser, "fail-on-new: " + e.getMessage());
    }
  }

  private static UnreadableEvidenceException problem(Path file, JsonParser parser, String what) {
    return problem(file, parser.currentTokenLocation().getLineNr(), what);
  }

  private static UnreadableEvidenceException problem(Path file, int line, String what) {
    return new UnreadableEvidenceException(file, "line " + line + ": " + what);
  }
}
