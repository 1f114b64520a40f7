package dev.perfkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.perfkit.load.ExpectedStatus;
import dev.perfkit.load.LoadModel;
import dev.perfkit.load.LoadPhase;
import dev.perfkit.load.LoadPlan;
import dev.perfkit.load.RequestSpec;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The load options through picocli, with perfkit's own error handlers, as a command uses them. */
class LoadOptionsTest {

  @TempDir Path dir;

  private final StringWriter err = new StringWriter();
  private LoadPlan plan;

  /** A command that only turns its load options into a plan. */
  @Command(name = "host")
  final class Host implements Callable<Integer> {
    @Mixin LoadOptions load;

    @Option(names = "--url")
    URI url;

    @Override
    public Integer call() {
      plan = load.toPlan(url);
      return ExitCode.OK;
    }
  }

  @Test
  void defaultsToTheHelloScenario() {
    assertEquals(ExitCode.OK, execute());

    assertEquals("hello", plan.scenario());
    assertEquals(LoadModel.closed(16), plan.model());
    assertEquals(LoadPhase.ofRequests(2000), plan.warmup());
    assertEquals(LoadPhase.ofRequests(8000), plan.measured());
    assertEquals(Duration.ofSeconds(10), plan.timeout());
  }

  @Test
  void withAUrlAndNoScenarioRequestsTheUrlItself() {
    assertEquals(ExitCode.OK, execute("--url", "http://127.0.0.1:8000/api?x=1"));

    assertEquals("url", plan.scenario());
    assertEquals(List.of(RequestSpec.getTargetUrl()), plan.requests());
    assertEquals(LoadPhase.ofRequests(8000), plan.measured());
    assertEquals(ExitCode.OK, execute("--url", "http://127.0.0.1:8000/", "--scenario", "hello"));
    assertEquals(List.of(RequestSpec.get("/hello")), plan.requests());
  }

  @Test
  void expectStatusSetsWhatIsOkForRequestsWithoutTheirOwn() throws IOException {
    Path file =
        Files.writeString(
            dir.resolve("api.json"),
            "{\"measured\": {\"requests\": 5}, \"requests\": [{\"path\": \"/a\"},"
                + " {\"path\": \"/b\", \"expectStatus\": \"404\"}]}");

    assertEquals(ExitCode.OK, execute("--scenario", file.toString(), "--expect-status", "200,204"));

    assertEquals(ExpectedStatus.parse("200,204"), plan.requests().get(0).expect());
    assertEquals(ExpectedStatus.parse("404"), plan.requests().get(1).expect());
  }

  @Test
  void overridesTheScenario() {
    assertEquals(
        ExitCode.OK,
        execute(
            "--scenario=CPU", "--connections=4", "--duration=2m", "--warmup=0", "--timeout=500ms"));

    assertEquals("cpu", plan.scenario());
    assertEquals(LoadModel.closed(4), plan.model());
    assertEquals(LoadPhase.ofDuration(Duration.ofMinutes(2)), plan.measured());
    assertEquals(LoadPhase.NONE, plan.warmup());
    assertEquals(Duration.ofMillis(500), plan.timeout());
    assertEquals(2, plan.requests().size());
  }

  @Test
  void rateSwitchesToTheOpenModel() {
    assertEquals(ExitCode.OK, execute("--rate", "250.5", "--requests", "100", "--warmup", "1.5s"));

    assertEquals(LoadModel.open(250.5, 16), plan.model());
    assertEquals(LoadPhase.ofRequests(100), plan.measured());
    assertEquals(LoadPhase.ofDuration(Duration.ofMillis(1500)), plan.warmup());
    assertNull(plan.plannedDuration());
  }

  @Test
  void readsAScenarioFile() throws IOException {
    Path file =
        Files.writeString(
            dir.resolve("api.json"),
            "{\"model\": \"open\", \"rate\": 50, \"measured\": {\"duration\": \"5s\"},"
                + " \"requests\": [{\"path\": \"/api?x=1\", \"weight\": 2}]}");

    assertEquals(ExitCode.OK, execute("--scenario", file.toString(), "--connections", "3"));

    assertEquals("api", plan.scenario());
    assertEquals(LoadModel.open(50, 3), plan.model());
    assertEquals(RequestSpec.get("/api?x=1").withWeight(2), plan.requests().get(0));
    assertEquals(Duration.ofSeconds(5), plan.plannedDuration());
  }

  @Test
  void aBadScenarioFileIsBadInput() throws IOException {
    Path file = Files.writeString(dir.resolve("bad.json"), "{\"measured\": 3}");

    assertEquals(ExitCode.FAILURE, execute("--scenario", file.toString()));
    assertEquals(
        "perfkit: "
            + file
            + ": measured: expected {\"duration\": \"30s\"} or {\"requests\": 10000}\n",
        err.toString());
  }

  @Test
  void rejectsBadValuesInOneLine() {
    assertUsageError(
        "perfkit: --duration and --requests cannot go together: the measured phase is timed or"
            + " counted",
        "--duration=1s",
        "--requests=5");
    assertUsageError(
        "perfkit: --scenario: 'nope' is neither a built-in scenario (cpu, hello, latency, mixed)"
            + " nor a file",
        "--scenario=nope");
    assertUsageError("perfkit: --connections must be between 1 and 10000", "--connections=0");
    assertUsageError(
        "perfkit: --rate must be above 0 and at most 10000000 requests per second", "--rate=-1");
    assertUsageError("perfkit: --requests must be at least 1", "--requests=0");
    assertUsageError(
        "perfkit: Invalid value for option '--duration': invalid duration '0': must be above 0 (see 'host --help')",
        "--duration=0");
    assertUsageError(
        "perfkit: Invalid value for option '--timeout': invalid duration '0': must be above 0"
            + " (see 'host --help')",
        "--timeout=0");
    assertUsageError(
        "perfkit: Invalid value for option '--timeout': invalid duration '10x': expected a number"
            + " and a unit, like 500ms, 10s or 2m (see 'host --help')",
        "--timeout=10x");
    assertUsageError(
        "perfkit: Invalid value for option '--duration': invalid duration '9999999999h': too long"
            + " (at most 8760h) (see 'host --help')",
        "--duration=9999999999h");
  }

  @Test
  void rejectsABadStatusListOrAQueryThatAScenarioWouldDrop() {
    assertUsageError(
        "perfkit: Invalid value for option '--expect-status': invalid status list '200,abc': 'abc'"
            + " is not a status, a range or a class (expected codes, ranges or classes such as"
            + " 200,204 or 200-299 or 2xx) (see 'host --help')",
        "--expect-status",
        "200,abc");
    assertUsageError(
        "perfkit: --url: a query is sent only when the load requests the URL itself (no"
            + " --scenario); with a scenario, put it in the scenario's paths",
        "--url",
        "http://127.0.0.1:8000/?x=1",
        "--scenario",
        "hello");
  }

  private void assertUsageError(String line, String... args) {
    err.getBuffer().setLength(0);
    assertEquals(ExitCode.USAGE, execute(args), String.join(" ", args));
    assertEquals(CommandRun.withUsageHint(ExitCode.USAGE, line, "host") + "\n", err.toString());
  }

  private int execute(String... args) {
    CommandLine commandLine = new CommandLine(new Host());
    commandLine.setExecutionExceptionHandler(new ErrorHandler());
    commandLine.setParameterExceptionHandler(new UsageErrorHandler());
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    commandLine.setOut(new PrintWriter(new StringWriter()));
    commandLine.setErr(new PrintWriter(err, true));
    return commandLine.execute(args);
  }
}
