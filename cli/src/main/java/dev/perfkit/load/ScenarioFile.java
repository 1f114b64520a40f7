package dev.perfkit.load;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a scenario file (JSON, described in {@code docs/load.md}) into a {@link LoadPlan}. Every
 * problem is one {@link LoadSetupException} line naming the file and the line or field: {@code
 * shop.json: requests[1].path: must start with / (no spaces)}.
 */
public final class ScenarioFile {
  private static final ObjectMapper MAPPER =
      Json.mapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
  private static final Set<String> TOP_FIELDS =
      Set.of("name", "model", "connections", "rate", "timeout", "warmup", "measured", "requests");
  private static final Set<String> REQUEST_FIELDS =
      Set.of("method", "path", "body", "headers", "weight", "expectStatus");
  private static final Set<String> PHASE_FIELDS = Set.of("duration", "requests");

  private final String file;

  private ScenarioFile(String file) {
    this.file = file;
  }

  /** Reads and checks the file; I/O failures are IOExceptions, bad content LoadSetupExceptions. */
  public static LoadPlan read(Path path) throws IOException {
    ScenarioFile scenario = new ScenarioFile(path.toString());
    return scenario.plan(scenario.parse(scenario.text(path)), defaultName(path));
  }

  /** The file's text; bytes that are not UTF-8 (a binary file given by mistake) are bad content. */
  private String text(Path path) throws IOException {
    try {
      return Files.readString(path);
    } catch (CharacterCodingException e) {
      // Its own message is only "Input length = 1".
      throw problem("not a UTF-8 text file (a scenario is JSON, see docs/load.md)");
    }
  }

  private JsonNode parse(String text) {
    if (text.isBlank()) {
      throw problem("file is empty");
    }
    try {
      JsonNode root = MAPPER.readTree(text);
      if (!root.isObject()) {
        throw problem("expected a JSON object with the scenario's fields");
      }
      return root;
    } catch (JsonProcessingException e) {
      var where = e.getLocation();
      String at =
          where == null
              ? ""
              : "line " + where.getLineNr() + ", column " + where.getColumnNr() + ": ";
      throw problem(at + "invalid JSON: " + Json.problem(e));
    }
  }

  private LoadPlan plan(JsonNode root, String defaultName) {
    checkFields(root, "", TOP_FIELDS);
    String name = root.has("name") ? text(root, "name") : defaultName;
    Duration timeout =
        root.has("timeout") ? duration(root, "timeout") : BuiltInScenarios.DEFAULT_TIMEOUT;
    LoadPhase warmup = root.has("warmup") ? phase(root, "warmup") : LoadPhase.NONE;
    if (!root.has("measured")) {
      throw problem("measured: missing (the measured phase's duration or request count)");
    }
    LoadPhase measured = phase(root, "measured");
    List<RequestSpec> requests = requests(root);
    LoadModel model = model(root);
    try {
      return new LoadPlan(name, requests, warmup, measured, model, timeout);
    } catch (LoadSetupException e) {
      throw problem(e.getMessage());
    }
  }

  private LoadModel model(JsonNode root) {
    String kind = root.has("model") ? text(root, "model") : "closed";
    int connections =
        root.has("connections")
            ? (int) integer(root, "connections")
            : BuiltInScenarios.DEFAULT_CONNECTIONS;
    boolean open = kind.equals("open");
    if (!open && !kind.equals("closed")) {
      throw problem("model: expected \"closed\" or \"open\", not \"" + kind + "\"");
    }
    if (open != root.has("rate")) {
      throw problem(
          open
              ? "rate: the open model needs a rate in requests per second"
              : "rate: only the open model has a rate (add \"model\": \"open\")");
    }
    if (open && !root.get("rate").isNumber()) {
      throw problem("rate: expected a number of requests per second");
    }
    try {
      return open
          ? LoadModel.open(root.get("rate").asDouble(), connections)
          : LoadModel.closed(connections);
    } catch (LoadSetupException e) {
      throw problem(e.getMessage());
    }
  }

  private List<RequestSpec> requests(JsonNode root) {
    JsonNode array = root.get("requests");
    if (array == null || !array.isArray() || array.isEmpty()) {
      throw problem("requests: expected a non-empty array of requests");
    }
    List<RequestSpec> requests = new ArrayList<>();
    for (int i = 0; i < array.size(); i++) {
      requests.add(request(array.get(i), "requests[" + i + "]"));
    }
    return requests;
  }

  private RequestSpec request(JsonNode node, String field) {
    if (!node.isObject()) {
      throw problem(field + ": expected an object with at least a path");
    }
    checkFields(node, field + ".", REQUEST_FIELDS);
    if (!node.has("path")) {
      throw problem(field + ".path: missing");
    }
    String method = node.has("method") ? text(node, "method", field) : "GET";
    String body = node.has("body") ? text(node, "body", field) : null;
    int weight = node.has("weight") ? (int) integer(node, "weight", field) : 1;
    String path = text(node, "path", field);
    if (path.isEmpty()) {
      throw problem(field + ".path: must start with / (no spaces)");
    }
    Map<String, String> headers = headers(node, field);
    ExpectedStatus expect = node.has("expectStatus") ? expectStatus(node, field) : null;
    try {
      return new RequestSpec(method, path, body, headers, weight, expect);
    } catch (LoadSetupException e) {
      throw problem(field + "." + e.getMessage());
    }
  }

  /** A status list as {@code --expect-status} reads it: {@code "200,204"}, or one code. */
  private ExpectedStatus expectStatus(JsonNode node, String field) {
    JsonNode value = node.get("expectStatus");
    if (!value.isTextual() && !value.isIntegralNumber()) {
      throw problem(field + ".expectStatus: expected a string such as \"200,204\" or \"2xx\"");
    }
    try {
      return ExpectedStatus.parse(value.asText());
    } catch (LoadSetupException e) {
      throw problem(field + ".expectStatus: " + e.getMessage());
    }
  }

  private Map<String, String> headers(JsonNode node, String field) {
    Map<String, String> headers = new LinkedHashMap<>();
    JsonNode object = node.get("headers");
    if (object == null) {
      return headers;
    }
    if (!object.isObject()) {
      throw problem(field + ".headers: expected an object of names to values");
    }
    for (var entry : object.properties()) {
      if (!entry.getValue().isTextual()) {
        throw problem(field + ".headers." + entry.getKey() + ": expected a string");
      }
      headers.put(entry.getKey(), entry.getValue().asText());
    }
    return headers;
  }

  private LoadPhase phase(JsonNode root, String field) {
    JsonNode node = root.get(field);
    if (!node.isObject() || node.size() != 1) {
      throw problem(field + ": expected {\"duration\": \"30s\"} or {\"requests\": 10000}");
    }
    checkFields(node, field + ".", PHASE_FIELDS);
    if (node.has("duration")) {
      Duration duration = duration(node, "duration", field);
      if (duration.isZero()) {
        throw problem(field + ".duration: must be above zero");
      }
      return LoadPhase.ofDuration(duration);
    }
    long requests = integer(node, "requests", field);
    if (requests < 1) {
      throw problem(field + ".requests: must be at least 1");
    }
    return LoadPhase.ofRequests(requests);
  }

  private Duration duration(JsonNode node, String name, String... parent) {
    String text = text(node, name, parent);
    try {
      return DurationText.parse(text);
    } catch (LoadSetupException e) {
      throw problem(path(name, parent) + ": " + e.getMessage());
    }
  }

  private String text(JsonNode node, String name, String... parent) {
    JsonNode value = node.get(name);
    if (!value.isTextual()) {
      throw problem(path(name, parent) + ": expected a string");
    }
    return value.asText();
  }

  private long integer(JsonNode node, String name, String... parent) {
    JsonNode value = node.get(name);
    if (!value.isIntegralNumber() || !value.canConvertToInt()) {
      throw problem(path(name, parent) + ": expected a whole number");
    }
    return value.asLong();
  }

  private void checkFields(JsonNode node, String prefix, Set<String> allowed) {
    for (String name : (Iterable<String>) node::fieldNames) {
      if (!allowed.contains(name)) {
        throw problem(prefix + name + ": unknown field (expected one of " + sorted(allowed) + ")");
      }
    }
  }

  private LoadSetupException problem(String message) {
    return new LoadSetupException(file + ": " + message);
  }

  private static String path(String name, String... parent) {
    return parent.length == 0 ? name : parent[0] + "." + name;
  }

  private static String sorted(Set<String> names) {
    return String.join(", ", names.stream().sorted().toList());
  }

  private static String defaultName(Path path) {
    String fileName = path.getFileName().toString();
    return fileName.endsWith(".json") ? fileName.substring(0, fileName.length() - 5) : fileName;
  }
}
