package dev.perfkit.cli;

import dev.perfkit.collect.CollectException;
import dev.perfkit.collect.EventSelection;
import dev.perfkit.collect.Invocation;
import dev.perfkit.collect.Readiness;
import dev.perfkit.collect.RepeatedRunCollection;
import dev.perfkit.collect.RunCollection;
import dev.perfkit.collect.RunRequest;
import dev.perfkit.collect.TargetCommandLine;
import dev.perfkit.load.LoadPlan;
import dev.perfkit.load.TargetAddress;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code perfkit run}: launches a target JVM with the profilers, drives load, keeps everything. */
@Command(
    name = "run",
    header = "Launches a JVM under async-profiler and JFR and drives load at it.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Launch a target JVM with async-profiler, JFR, the compilation log and a GC log, drive load"
          + " at it, stop it and write a run directory.",
      "The target is the bundled server, or the java command after --, into which perfkit"
          + " inserts its JVM flags right after the java executable."
    },
    optionListHeading = "%nThe run and its output:%n",
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit run --out runs/hello --scenario hello --duration 30s",
      "  perfkit run --out runs/nio --execution-mode nio --events cpu,alloc",
      "  perfkit run --out runs/set --repeat 5 --duration 20s",
      "  perfkit run --out runs/gate --repeat 10 --rate 5000 --warmup 3s --warmup-until-jit-idle",
      "  perfkit run --out runs/app --url http://127.0.0.1:8080/ --ready-port 8080 -- java -jar"
          + " app.jar"
    })
public final class RunCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Mixin CollectOptions collect;

  @Mixin FindingsOptions findings;

  @ArgGroup(
      validate = false,
      heading = "%nThe bundled server (the target when no command follows --):%n",
      order = 1)
  ServerOptions server = new ServerOptions();

  @ArgGroup(validate = false, heading = "%nLoad:%n", order = 3)
  LoadOptions load = new LoadOptions();

  /** Only for run: profile with no events would attach to record nothing. */
  @Option(
      names = "--no-profile",
      description = "Same as --events none: no async-profiler and no JFR (for overhead baselines).")
  boolean noProfile;

  @Option(
      names = "--jvm-arg",
      paramLabel = "FLAG",
      description = "A JVM flag for the target, after perfkit's own (repeatable).")
  List<String> jvmArgs = new ArrayList<>();

  @ArgGroup(
      validate = false,
      heading = "%nA command's target (the java command line after --):%n",
      order = 2)
  CommandTarget target = new CommandTarget();

  @Option(
      names = "--repeat",
      paramLabel = "N",
      defaultValue = "1",
      description =
          "Run the same scenario N times, each in a fresh target JVM, into repeats/1..N of the run"
              + " directory; its summary.json then gives every metric's mean over the runs with a"
              + " t-interval (see docs/run-directory.md). Default: ${DEFAULT-VALUE}.")
  int repeat;

  @Option(
      names = "--warmup-until-jit-idle",
      description =
          "Go on warming up past --warmup until the target's JIT compilers have been idle for 2 s"
              + " (under 50 ms of CPU a second) after the load's first 5,000 requests (C2's"
              + " threshold for code run once a request), at most 60 s more: until then requests run"
              + " slower code, and the CPU time per request measures the JIT's backlog. Linux;"
              + " elsewhere the warm-up ends as planned. For the runs a gate compares.")
  boolean warmupUntilJitIdle;

  @Parameters(
      paramLabel = "COMMAND",
      arity = "0..*",
      description = "After --: the target's java command line (default: the bundled server).")
  List<String> command = new ArrayList<>();

  @Override
  public Integer call() {
    FindingsText.View view = findings.view(); // a bad --top is refused before anything starts
    if (repeat < 1) {
      throw PerfkitException.usage("--repeat must be 1 or more, was " + repeat);
    }
    RunRequest request = request();
    return CollectionSession.run(
        spec.commandLine(),
        collect,
        false,
        view,
        (display, stop) ->
            repeat == 1
                ? new RunCollection(request, display, stop).execute()
                : new RepeatedRunCollection(request, repeat, display, stop).execute());
  }

  private RunRequest request() {
    boolean bundled = command.isEmpty();
    checkTargetOptions(bundled);
    EventSelection events = noProfile ? collect.noEvents() : collect.eventSelection();
    LoadPlan plan = load.toPlan(bundled ? null : target.url);
    Readiness readiness = bundled ? null : readiness();
    List<String> serverArgs = bundled ? withFreePort(server.toServerArgs()) : null;
    collect.checkDirectory();
    if (!bundled) {
      LoadOptions.resolveHost(target.url);
    }
    return new RunRequest(
        collect.prepareDirectory(),
        new Invocation(BuildVersion.version(), spec.commandLine().getParseResult().originalArgs()),
        events,
        jvmArgs,
        serverArgs,
        bundled ? null : command,
        readiness,
        target.url,
        plan,
        warmupUntilJitIdle,
        target.startupTimeout,
        target.stopTimeout,
        collect.appScope());
  }

  private void checkTargetOptions(boolean bundled) {
    if (bundled) {
      if (target.url != null || target.readyPort != null || target.readyLine != null) {
        throw PerfkitException.usage(
            "--url, --ready-port and --ready-line apply to a command after --, not to the"
                + " bundled server");
      }
      server.toConfig(); // the server would refuse a bad value only after its JVM started
      return;
    }
    if (!server.toServerArgs().isEmpty()) {
      throw PerfkitException.usage(
          "the server options apply to the bundled server, not to a command after --");
    }
    try {
      TargetCommandLine.requireJavaLauncher(command);
    } catch (CollectException e) {
      throw PerfkitException.usage(e.getMessage());
    }
    if (target.url == null) {
      throw PerfkitException.usage("--url is required with a command after --: where to send load");
    }
    LoadOptions.checkUrl(target.url);
  }

  private List<String> withFreePort(List<String> serverArgs) {
    List<String> args = new ArrayList<>(serverArgs);
    if (!server.portGiven()) {
      args.addAll(List.of("--port", "0"));
    }
    return args;
  }

  private Readiness readiness() {
    if (target.readyPort != null && target.readyLine != null) {
      throw PerfkitException.usage("give --ready-port or --ready-line, not both");
    }
    if (target.readyPort != null
        && (target.readyPort < 1 || target.readyPort > TargetAddress.MAX_PORT)) {
      throw PerfkitException.usage(
          "--ready-port must be between 1 and "
              + TargetAddress.MAX_PORT
              + ", was "
              + target.readyPort);
    }
    if (target.readyLine != null) {
      try {
        return new Readiness.Line(Pattern.compile(target.readyLine));
      } catch (PatternSyntaxException e) {
        throw PerfkitException.usage(
            "--ready-line: invalid regular expression: " + e.getDescription());
      }
    }
    int port =
        target.readyPort != null
            ? target.readyPort
            : target.url.getPort() == -1 ? 80 : target.url.getPort();
    return new Readiness.Port(port);
  }

  /**
   * How to reach a command's target and how long to wait for it: an argument group, so that the
   * help lists these apart; picocli keeps the initial values when none of them is given.
   */
  static final class CommandTarget {
    @Option(
        names = "--url",
        paramLabel = "URL",
        description =
            "Where to drive load at a command's target (http://HOST:PORT/PATH): without --scenario,"
                + " every request is GET of exactly this URL, its path and query.")
    URI url;

    @Option(
        names = "--ready-port",
        paramLabel = "PORT",
        description = "A command's target is ready when 127.0.0.1:PORT accepts (default: --url's).")
    Integer readyPort;

    @Option(
        names = "--ready-line",
        paramLabel = "REGEX",
        description = "A command's target is ready when a line of its output matches REGEX.")
    String readyLine;

    @Option(
        names = "--startup-timeout",
        paramLabel = "DURATION",
        defaultValue = "60s",
        converter = LoadOptions.PositiveDurationConverter.class,
        description = "How long the target may take to become ready. Default: ${DEFAULT-VALUE}.")
    Duration startupTimeout = Duration.ofSeconds(60);

    @Option(
        names = "--stop-timeout",
        paramLabel = "DURATION",
        defaultValue = "30s",
        converter = LoadOptions.PositiveDurationConverter.class,
        description =
            "How long the target may take to exit after SIGTERM. Default: ${DEFAULT-VALUE}.")
    Duration stopTimeout = Duration.ofSeconds(30);
  }
}
