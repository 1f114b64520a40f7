package dev.perfkit.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Scenario files: the documented example, defaults, and a one-line error for each mistake. */
class ScenarioFileTest {
  private static final String MINIMAL_TAIL =
      "\"measured\": {\"requests\": 10}, \"requests\": [{\"path\": \"/hello\"}]";

  @TempDir Path dir;

  @Test
  void readsTheDocumentedExample() throws IOException {
    LoadPlan plan = ScenarioFile.read(Path.of("../docs/examples/scenario-shop.json"));

    assertEquals("shop", plan.scenario());
    assertEquals(LoadModel.open(400, 32), plan.model());
    assertEquals(Duration.ofSeconds(2), plan.timeout());
    assertEquals(LoadPhase.ofDuration(Duration.ofSeconds(5)), plan.warmup());
    assertEquals(LoadPhase.ofDuration(Duration.ofSeconds(30)), plan.measured());
    assertEquals(4, plan.requests().size());
    assertEquals(RequestSpec.get("/hello").withWeight(6), plan.requests().get(0));
    assertEquals(
        new RequestSpec(
            "POST",
            "/echo",
            "{\"item\": 42, \"quantity\": 1}",
            Map.of("Content-Type", "application/json"),
            1),
        plan.requests().get(3));
  }

  @Test
  void fillsInDefaults() throws IOException {
    LoadPlan plan = ScenarioFile.read(write("checkout.json", "{" + MINIMAL_TAIL + "}"));

    assertEquals("checkout", plan.scenario());
    assertEquals(LoadModel.closed(16), plan.model());
    assertEquals(Duration.ofSeconds(10), plan.timeout());
    assertEquals(LoadPhase.NONE, plan.warmup());
    assertEquals(LoadPhase.ofRequests(10), plan.measured());
    assertEquals(RequestSpec.get("/hello"), plan.requests().get(0));
  }

  @Test
  void readsARequestsExpectedStatuses() throws IOException {
    String requests =
        "\"requests\": [{\"path\": \"/gone\", \"expectStatus\": \"404,410\"},"
            + " {\"path\": \"/made\", \"expectStatus\": 201}, {\"path\": \"/hello\"}]";
    LoadPlan plan =
        ScenarioFile.read(
            write("expect.json", "{\"measured\": {\"requests\": 10}, " + requests + "}"));

    assertEquals(ExpectedStatus.parse("404,410"), plan.requests().get(0).expect());
    assertEquals(ExpectedStatus.parse("201"), plan.requests().get(1).expect());
    assertEquals(null, plan.requests().get(2).expect(), "the load's default");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "{\"name\": \"x\",                          | x.json: line 1, column 14: invalid JSON: Unexpected end-of-input within/between Object entries",
        "[1, 2]                                     | x.json: expected a JSON object with the scenario's fields",
        "{\"measured\": {\"requests\": 10}}        | x.json: requests: expected a non-empty array of requests",
        "{\"requests\": [{\"path\": \"/\"}]}        | x.json: measured: missing (the measured phase's duration or request count)",
        "{\"mesured\": 1, TAIL}                    | x.json: mesured: unknown field (expected one of connections, measured, model, name, rate, requests, timeout, warmup)",
        "{\"model\": \"open\", TAIL}               | x.json: rate: the open model needs a rate in requests per second",
        "{\"rate\": 5, TAIL}                       | x.json: rate: only the open model has a rate (add \"model\": \"open\")",
        "{\"model\": \"fast\", TAIL}               | x.json: model: expected \"closed\" or \"open\", not \"fast\"",
        "{\"timeout\": \"10 sec\", TAIL}           | x.json: timeout: invalid duration '10 sec': expected a number and a unit, like 500ms, 10s or 2m",
        "{\"timeout\": 10, TAIL}                   | x.json: timeout: expected a string",
        "{\"connections\": 0, TAIL}                | x.json: connections must be between 1 and 10000: 0",
        "{\"connections\": 2.5, TAIL}              | x.json: connections: expected a whole number",
        "{\"warmup\": {\"requests\": 1, \"duration\": \"1s\"}, TAIL} | x.json: warmup: expected {\"duration\": \"30s\"} or {\"requests\": 10000}",
        "{\"warmup\": {\"requests\": 0}, TAIL}     | x.json: warmup.requests: must be at least 1",
        "{\"warmup\": {\"seconds\": 3}, TAIL}      | x.json: warmup.seconds: unknown field (expected one of duration, requests)",
        "{\"name\": \"a\", \"name\": \"b\", TAIL}  | x.json: line 1, column 21: invalid JSON: Duplicate field 'name'",
      })
  void reportsTheFileAndTheProblemInOneLine(String json, String message) throws IOException {
    Path file = write("x.json", json.replace("TAIL", MINIMAL_TAIL));

    LoadSetupException e = assertThrows(LoadSetupException.class, () -> ScenarioFile.read(file));
    assertEquals(message.replace("x.json", file.toString()), e.getMessage());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "{\"path\": \"hello\"}                     | requests[0].path: must start with / (no spaces)",
        "{\"path\": \"/a b\"}                      | requests[0].path: must start with / (no spaces)",
        "{\"method\": \"GET\"}                     | requests[0].path: missing",
        "{\"path\": \"/\", \"weight\": 0}          | requests[0].weight: must be between 1 and 1000",
        "{\"path\": \"/\", \"method\": \"G T\"}    | requests[0].method: not an HTTP method",
        "{\"path\": \"/\", \"headers\": {\"A\": 1}} | requests[0].headers.A: expected a string",
        "{\"path\": \"/\", \"headers\": {\"A B\": \"1\"}} | requests[0].headers: invalid header name 'A B'",
        "{\"path\": \"/\", \"verb\": \"GET\"}      | requests[0].verb: unknown field (expected one of body, expectStatus, headers, method, path, weight)",
        "{\"path\": \"\"}                          | requests[0].path: must start with / (no spaces)",
        "{\"path\": \"/\", \"expectStatus\": \"2xx,600\"} | requests[0].expectStatus: invalid status list '2xx,600': '600' is outside 100-599 (expected codes, ranges or classes such as 200,204 or 200-299 or 2xx)",
        "{\"path\": \"/\", \"expectStatus\": [200]} | requests[0].expectStatus: expected a string such as \"200,204\" or \"2xx\"",
        "\"/hello\"                                 | requests[0]: expected an object with at least a path",
      })
  void namesTheRequestField(String request, String problem) throws IOException {
    Path file =
        write("r.json", "{\"measured\": {\"requests\": 1}, \"requests\": [" + request + "]}");

    LoadSetupException e = assertThrows(LoadSetupException.class, () -> ScenarioFile.read(file));
    assertEquals(file + ": " + problem, e.getMessage());
  }

  @Test
  void anEmptyFileSaysSo() throws IOException {
    Path file = write("empty.json", "  \n");

    LoadSetupException e = assertThrows(LoadSetupException.class, () -> ScenarioFile.read(file));
    assertEquals(file + ": file is empty", e.getMessage());
  }

  @Test
  void aBinaryFileSaysItIsNotText() throws IOException {
    Path file = Files.write(dir.resolve("app.jar"), new byte[] {'P', 'K', 3, 4, (byte) 0xff, 0});

    LoadSetupException e = assertThrows(LoadSetupException.class, () -> ScenarioFile.read(file));
    assertEquals(
        file + ": not a UTF-8 text file (a scenario is JSON, see docs/load.md)", e.getMessage());
  }

  private Path write(String name, String content) throws IOException {
    return Files.writeString(dir.resolve(name), content);
  }
}
