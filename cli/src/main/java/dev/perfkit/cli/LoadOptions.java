package dev.perfkit.cli;

import dev.perfkit.load.BuiltInScenarios;
import dev.perfkit.load.DurationText;
import dev.perfkit.load.ExpectedStatus;
import dev.perfkit.load.LoadModel;
import dev.perfkit.load.LoadPhase;
import dev.perfkit.load.LoadPlan;
import dev.perfkit.load.LoadSetupException;
import dev.perfkit.load.ScenarioFile;
import dev.perfkit.load.TargetAddress;
import java.io.IOException;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.TypeConversionException;

/**
 * The load options shared by {@code perfkit run} and {@code perfkit profile --url}: a scenario
 * (built-in or a file) and the flags that override its model, phases and timeout. An argument
 * group, listed under its own heading in the help; every option is null until given.
 */
public final class LoadOptions {

  @Option(
      names = "--scenario",
      paramLabel = "NAME|FILE",
      description =
          "Built-in scenario (hello, cpu, latency, mixed) or a scenario file (JSON, see"
              + " docs/load.md), whose paths are appended to --url's path. Default: hello (GET"
              + " /hello) at the bundled server; with --url, GET of exactly the URL, its path and"
              + " query (2000 warm-up and 8000 measured requests, 16 connections).")
  String scenario;

  @Option(
      names = "--expect-status",
      paramLabel = "LIST",
      converter = ExpectedStatusConverter.class,
      description =
          "Responses of these statuses are OK, any other is KO: codes, ranges and classes, such"
              + " as 200,204 or 200-299 or 2xx,304. Default 2xx and 3xx; a scenario request's own"
              + " expectStatus wins.")
  ExpectedStatus expectStatus;

  @Option(
      names = "--connections",
      paramLabel = "N",
      description = "Connections to the target; default the scenario's (16 for built-ins).")
  Integer connections;

  @Option(
      names = "--rate",
      paramLabel = "R",
      description =
          "Open model: R requests per second whatever the latency, each measured from when it"
              + " was due; without it, the closed model (each connection waits for its answer).")
  Double rate;

  @Option(
      names = "--duration",
      paramLabel = "D",
      converter = PositiveDurationConverter.class,
      description = "Measure for D (10s, 500ms, 2m) instead of the scenario's request count.")
  Duration duration;

  @Option(
      names = "--requests",
      paramLabel = "N",
      description = "Measure N requests instead of the scenario's count or duration.")
  Long requests;

  @Option(
      names = "--warmup",
      paramLabel = "D",
      converter = DurationConverter.class,
      description = "Warm up for D before measuring (0 for none); default the scenario's.")
  Duration warmup;

  @Option(
      names = "--timeout",
      paramLabel = "D",
      converter = PositiveDurationConverter.class,
      description = "A request unanswered after D is KO; default the scenario's (10s).")
  Duration timeout;

  /**
   * The scenario with the overrides given; throws {@link PerfkitException} for bad values. {@code
   * userUrl} is the user's {@code --url}, null when perfkit starts the bundled server: without a
   * scenario, the load then requests that URL itself.
   */
  public LoadPlan toPlan(URI userUrl) {
    checkOverrides();
    LoadPlan plan = scenarioPlan(userUrl);
    if (duration != null) {
      plan = plan.withMeasured(LoadPhase.ofDuration(duration));
    }
    if (requests != null) {
      plan = plan.withMeasured(LoadPhase.ofRequests(requests));
    }
    if (warmup != null) {
      plan = plan.withWarmup(LoadPhase.ofDuration(warmup));
    }
    if (timeout != null) {
      plan = plan.withTimeout(timeout);
    }
    if (expectStatus != null) {
      plan = plan.withDefaultExpect(expectStatus);
    }
    return plan.withModel(model(plan.model()));
  }

  /**
   * For a command without load to shape ({@code profile} without {@code --url}): refuses every load
   * option given but {@code --duration}, which is then the window, rather than ignore it.
   */
  void refuseLoadOptionsWithout(String needed, ParseResult parsed) {
    List<String> given =
        Arrays.stream(LoadOptions.class.getDeclaredFields())
            .map(field -> field.getAnnotation(Option.class))
            .filter(Objects::nonNull)
            .map(option -> option.names()[0])
            .filter(name -> !name.equals("--duration") && parsed.hasMatchedOption(name))
            .toList();
    if (!given.isEmpty()) {
      throw PerfkitException.usage(
          String.join(", ", given)
              + (given.size() == 1 ? " needs " : " need ")
              + needed
              + ": without it no load is sent, and only --duration (the window) applies");
    }
  }

  /** Checks a command's {@code --url} as the driver will read it; a bad one is a usage error. */
  static void checkUrl(URI url) {
    try {
      TargetAddress.of(url);
    } catch (LoadSetupException e) {
      throw PerfkitException.usage("--url: " + e.getMessage());
    }
  }

  /**
   * Resolves a checked {@code --url}'s host, so that a host that does not resolve fails in one line
   * (bad input, exit 1) before a target is started or attached, not after.
   */
  static void resolveHost(URI url) {
    try {
      TargetAddress.of(url).resolve();
    } catch (UnknownHostException e) {
      throw PerfkitException.badInput("--url: URL '" + url + "': " + e.getMessage());
    }
  }

  private void checkOverrides() {
    if (duration != null && requests != null) {
      throw PerfkitException.usage(
          "--duration and --requests cannot go together: the measured phase is timed or counted");
    }
    require(requests == null || requests > 0, "--requests must be at least 1");
    require(
        connections == null || (connections >= 1 && connections <= 10_000),
        "--connections must be between 1 and 10000");
    require(
        rate == null || (rate > 0 && rate <= 10_000_000),
        "--rate must be above 0 and at most 10000000 requests per second");
  }

  private LoadModel model(LoadModel scenarioModel) {
    int pool = connections != null ? connections : scenarioModel.connections();
    if (rate != null) {
      return LoadModel.open(rate, pool);
    }
    return scenarioModel.kind() == LoadModel.Kind.OPEN
        ? LoadModel.open(scenarioModel.ratePerSecond(), pool)
        : LoadModel.closed(pool);
  }

  private LoadPlan scenarioPlan(URI userUrl) {
    if (scenario == null) {
      return userUrl == null
          ? BuiltInScenarios.find("hello").orElseThrow()
          : BuiltInScenarios.targetUrl();
    }
    if (userUrl != null && userUrl.getRawQuery() != null) {
      throw PerfkitException.usage(
          "--url: a query is sent only when the load requests the URL itself (no --scenario);"
              + " with a scenario, put it in the scenario's paths");
    }
    Optional<LoadPlan> builtIn = BuiltInScenarios.find(scenario);
    if (builtIn.isPresent()) {
      return builtIn.get();
    }
    Path file = Path.of(scenario);
    if (!Files.isRegularFile(file)) {
      throw PerfkitException.usage(
          "--scenario: '"
              + scenario
              + "' is neither a built-in scenario ("
              + String.join(", ", BuiltInScenarios.names())
              + ") nor a file");
    }
    try {
      return ScenarioFile.read(file);
    } catch (LoadSetupException e) {
      throw PerfkitException.badInput(e.getMessage());
    } catch (NoSuchFileException e) {
      throw PerfkitException.badInput("scenario file not found: " + scenario);
    } catch (IOException e) {
      throw PerfkitException.badInput(
          scenario + ": cannot read the scenario file: " + e.getMessage());
    }
  }

  private static void require(boolean valid, String message) {
    if (!valid) {
      throw PerfkitException.usage(message);
    }
  }

  /** Reads {@code 200,204}, {@code 200-299}, {@code 2xx} for picocli, a bad one as usage. */
  static final class ExpectedStatusConverter implements ITypeConverter<ExpectedStatus> {
    @Override
    public ExpectedStatus convert(String value) {
      try {
        return ExpectedStatus.parse(value);
      } catch (LoadSetupException e) {
        throw new TypeConversionException(e.getMessage());
      }
    }
  }

  /** Reads {@code 10s}, {@code 500ms}, {@code 2m} for picocli, which reports a bad one as usage. */
  static class DurationConverter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
      try {
        return DurationText.parse(value);
      } catch (LoadSetupException e) {
        throw new TypeConversionException(e.getMessage());
      }
    }
  }

  /** As {@link DurationConverter}, for a window or a timeout, which 0 would make meaningless. */
  static final class PositiveDurationConverter extends DurationConverter {
    @Override
    public Duration convert(String value) {
      Duration duration = super.convert(value);
      if (duration.isZero()) {
        throw new TypeConversionException("invalid duration '" + value + "': must be above 0");
      }
      return duration;
    }
  }
}
