package dev.perfkit.cli;

import dev.perfkit.analyzers.gate.BudgetFile;
import dev.perfkit.analyzers.gate.BudgetMismatchException;
import dev.perfkit.analyzers.gate.Budgets;
import dev.perfkit.analyzers.gate.GateResult;
import dev.perfkit.analyzers.gate.duet.DuetGate;
import dev.perfkit.analyzers.gate.duet.DuetRecord;
import dev.perfkit.analyzers.gate.duet.DuetRound;
import dev.perfkit.analyzers.gate.report.GateJson;
import dev.perfkit.analyzers.gate.report.GateJunit;
import dev.perfkit.analyzers.gate.report.GateMarkdown;
import dev.perfkit.analyzers.gate.report.GateText;
import dev.perfkit.analyzers.output.TerminalText;
import dev.perfkit.collect.CollectException;
import dev.perfkit.collect.DuetRoundCollection;
import dev.perfkit.collect.DuetTarget;
import dev.perfkit.collect.InterruptHook;
import dev.perfkit.collect.StopSignal;
import dev.perfkit.load.LoadModel;
import dev.perfkit.load.LoadPhase;
import dev.perfkit.load.LoadPlan;
import dev.perfkit.load.RequestSpec;
import dev.perfkit.server.ExecutionMode;
import dev.perfkit.server.RegressionInjection;
import dev.perfkit.server.ThreadType;
import dev.perfkit.server.Variant;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code perfkit duet}: runs the baseline and the candidate side by side, round after round, and
 * judges the per-round ratios (docs/duet.md).
 */
@Command(
    name = "duet",
    header = "Runs baseline and candidate side by side and judges their ratios.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Runs the baseline and the candidate at the same time on this machine, so that its load"
          + " weighs on both alike: each round starts both afresh (own JVMs, own ports; the start"
          + " order and the ports turn each round), warms both up until both JITs are idle, sends"
          + " both the same arrival schedule interleaved from one load driver, and reads each"
          + " one's CPU time, allocated bytes and requests served over the same window. The gate"
          + " then judges each round's ratio, candidate over baseline, of CPU time and allocation"
          + " per request: the exact Wilcoxon signed-rank test (a sign test where ties dominate),"
          + " p < 0.05, and the Hodges-Lehmann ratio against the budgets of 'perfkit gate'. Fewer"
          + " than 6 rounds are inconclusive.",
      "Each side is the bundled server (--*-variant, --candidate-inject-*) or a command with"
          + " {port} where it takes its port. Writes DIR/duet.json, gate.json, gate.md,"
          + " gate-junit.xml and each round's logs; 'perfkit gate --duet DIR' judges it again.",
      "Exits 0 when every budget holds, 3 on a regression, 5 when no check could judge, 2 on"
          + " wrong usage, 4 when a side failed to start or died (duet.json keeps the rounds before"
          + " it). A signal or a failure marks duet.json incomplete."
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit duet --out runs/duet --rounds 8 --baseline-variant optimized \\",
      "      --execution-mode nio --thread-type virtual",
      "  perfkit duet --out runs/duet --rounds 10 --candidate-inject-cpu-ns 5000",
      "  perfkit duet --out runs/duet --rounds 8 --url-path /api/items \\",
      "      --baseline 'java -jar main/app.jar --port {port}' \\",
      "      --candidate 'java -jar change/app.jar --port {port}'"
    })
public final class DuetCommand implements Callable<Integer> {

  private static final int MOST_ROUNDS = 1000;

  /** How long a side's end waits for a signal that may have ended it to reach perfkit too. */
  private static final Duration SIGNAL_GRACE = Duration.ofMillis(500);

  @Spec CommandSpec spec;

  @Option(names = "--out", required = true, paramLabel = "DIR", description = "Where to write.")
  Path out;

  @Option(
      names = "--rounds",
      paramLabel = "N",
      description =
          "Rounds, each a fresh pair of JVMs; 6 at least to judge. Default 10 (with 12 s windows,"
              + " about 4 minutes on 2 cores; docs/ci.md measures it).")
  int rounds = 10;

  @Option(
      names = "--duration",
      paramLabel = "D",
      converter = LoadOptions.PositiveDurationConverter.class,
      description = "Each round's measured window (5s, 500ms). Default 12s.")
  Duration duration = Duration.ofSeconds(12);

  @Option(
      names = "--warmup",
      paramLabel = "D",
      converter = LoadOptions.DurationConverter.class,
      description = "The warm-up's least length; it goes on until both JITs are idle. Default 3s.")
  Duration warmup = Duration.ofSeconds(3);

  @Option(
      names = "--rate",
      paramLabel = "R",
      description = "Requests per second sent to each side. Default 2500.")
  double rate = 2500;

  @Option(
      names = "--connections",
      paramLabel = "N",
      description = "Load connections, each to both sides. Default 16.")
  int connections = 16;

  @Option(
      names = "--url-path",
      paramLabel = "PATH",
      description = "What each request asks for. Default /hello (the bundled server's).")
  String urlPath = "/hello";

  @Option(
      names = "--baseline",
      paramLabel = "CMD",
      description = "The baseline's command, with {port}; default the bundled server.")
  String baselineCommand;

  @Option(
      names = "--candidate",
      paramLabel = "CMD",
      description = "The candidate's command, with {port}; default the bundled server.")
  String candidateCommand;

  @Option(
      names = "--baseline-variant",
      paramLabel = "VARIANT",
      description =
          "The bundled server's variant on the baseline side: legacy (default) or" + " optimized.")
  Variant baselineVariant;

  @Option(
      names = "--candidate-variant",
      paramLabel = "VARIANT",
      description = "The same on the candidate side.")
  Variant candidateVariant;

  @Option(
      names = "--execution-mode",
      paramLabel = "MODE",
      description = "The bundled server's I/O on both sides: hybrid or nio; default the server's.")
  ExecutionMode executionMode;

  @Option(
      names = "--thread-type",
      paramLabel = "TYPE",
      description = "The bundled server's threads on both sides: platform or virtual.")
  ThreadType threadType;

  @Option(
      names = "--candidate-inject-cpu-ns",
      paramLabel = "N",
      description = "Busy CPU time the bundled candidate adds to each request, in ns.")
  Integer injectCpuNs;

  @Option(
      names = "--candidate-inject-alloc-bytes",
      paramLabel = "N",
      description = "Bytes the bundled candidate allocates more per request.")
  Integer injectAllocBytes;

  @Option(
      names = "--budget",
      paramLabel = "FILE",
      description = "A budget file, as 'perfkit gate' reads it. Default: the defaults.")
  Path budgetFile;

  @Override
  public Integer call() throws IOException, InterruptedException {
    DuetTarget baseline = baselineSide();
    DuetTarget candidate = candidateSide();
    checkSettings();
    Budgets budgets = budgetFile == null ? Budgets.defaults() : BudgetFile.read(budgetFile);
    PrintWriter err = spec.commandLine().getErr();
    StopSignal stop = new StopSignal();
    // Ctrl-C, SIGTERM or SIGHUP: the round in progress ends and is left out, both its JVMs are
    // stopped, and the rounds done are written and judged before perfkit exits with 128 + the
    // signal's number.
    InterruptHook hook = InterruptHook.install(stop, null);
    List<DuetRound> done = new ArrayList<>();
    try {
      try {
        runRounds(baseline, candidate, stop, err, done);
      } catch (CollectException e) {
        // A side that failed to start or died: the rounds done are kept, unjudged; no verdict
        // files, as a gate must not read a pass (gate --duet refuses it too).
        String failure = e.getMessage();
        duetRecord(baseline, candidate, failure, true, done, null).write(out);
        throw new PerfkitException(
            ExitCode.INCOMPLETE,
            "duet "
                + failure
                + "; "
                + out.resolve(DuetRecord.FILE)
                + " holds the "
                + done.size()
                + (done.size() == 1 ? " round" : " rounds")
                + " before it");
      }
      GateResult result = judge(budgets, baseline.label(), candidate.label(), done);
      // A signal after the last round was kept stopped nothing.
      boolean complete = done.size() == rounds;
      DuetRecord record =
          duetRecord(baseline, candidate, complete ? null : stop.reason(), false, done, result);
      record.write(out);
      writeVerdict(result, out);
      new GateText().render(result, spec.commandLine().getOut());
      if (!complete) {
        TerminalText.print(
            err,
            "perfkit: ",
            "duet stopped early, "
                + record.stoppedEarly()
                + ": "
                + out.resolve(DuetRecord.FILE)
                + " holds them",
            "  ");
        err.flush();
      }
      return exitCode(result);
    } finally {
      hook.close();
    }
  }

  /** duet.json's content: complete when nothing stopped it ({@code stoppedBy} null). */
  private DuetRecord duetRecord(
      DuetTarget baseline,
      DuetTarget candidate,
      String stoppedBy,
      boolean sideFailed,
      List<DuetRound> done,
      GateResult verdict) {
    return new DuetRecord(
        DuetRecord.SCHEMA_VERSION,
        baseline.label(),
        candidate.label(),
        settings(),
        stoppedBy == null,
        stoppedBy,
        sideFailed,
        done,
        verdict);
  }

  /** The gate's exit code for its outcome. */
  static int exitCode(GateResult result) {
    return switch (result.outcome()) {
      case PASS -> ExitCode.OK;
      case REGRESSION -> ExitCode.REGRESSION;
      case INCONCLUSIVE -> ExitCode.INCONCLUSIVE;
    };
  }

  /** The verdict on {@code rounds}, a budget that cannot bound its metric a usage error. */
  static GateResult judge(
      Budgets budgets, String baseline, String candidate, List<DuetRound> rounds) {
    try {
      return new DuetGate(budgets).judge(baseline, candidate, rounds);
    } catch (BudgetMismatchException e) {
      throw PerfkitException.usage(e.getMessage());
    }
  }

  /** gate.json, gate.md and gate-junit.xml, as 'perfkit gate --out' writes them. */
  static void writeVerdict(GateResult result, Path dir) throws IOException {
    new GateJson().write(result, dir.resolve(GateCommand.JSON_FILE));
    new GateMarkdown().write(result, dir.resolve(GateCommand.MARKDOWN_FILE));
    new GateJunit(0).write(result, dir.resolve(GateCommand.JUNIT_FILE));
  }

  /**
   * Runs the rounds, adding each one measured to {@code done}; a side that fails is a
   * CollectException naming its round.
   */
  private void runRounds(
      DuetTarget baseline,
      DuetTarget candidate,
      StopSignal stop,
      PrintWriter err,
      List<DuetRound> done)
      throws IOException, InterruptedException {
    int[] ports = {freePort(), freePort()};
    DuetRoundCollection collection =
        new DuetRoundCollection(
            plan(),
            stop,
            line -> {
              err.println("perfkit: duet " + line);
              err.flush();
            });
    for (int round = 1; round <= rounds && !stop.isRequested(); round++) {
      // The order of start and the ports turn each round, so that neither side always has the
      // first or the same one (the lead in the schedule turns within the round, TargetTurns).
      boolean baselineFirst = round % 2 == 1;
      int basePort = ports[baselineFirst ? 0 : 1];
      int candPort = ports[baselineFirst ? 1 : 0];
      DuetRoundCollection.Sides sides =
          new DuetRoundCollection.Sides(baseline, basePort, candidate, candPort);
      try {
        collection.run(round, baselineFirst, sides, roundDir(round)).ifPresent(done::add);
      } catch (CollectException e) {
        if (stop.requestedWithin(SIGNAL_GRACE)) {
          // Ctrl-C in a terminal reaches the sides too (one process group): a side that ended on
          // it, perhaps a moment before perfkit's own handler ran, was interrupted, not failed.
          break;
        }
        throw new CollectException("round " + round + ": " + e.getMessage(), e);
      }
    }
  }

  private Path roundDir(int round) {
    return out.resolve("rounds").resolve(Integer.toString(round));
  }

  private LoadPlan plan() {
    return new LoadPlan(
        "duet",
        List.of(RequestSpec.get(urlPath)),
        warmup.isZero() ? LoadPhase.NONE : LoadPhase.ofDuration(warmup),
        LoadPhase.ofDuration(duration),
        LoadModel.open(rate * 2, connections),
        Duration.ofSeconds(10));
  }

  private DuetRecord.Settings settings() {
    return new DuetRecord.Settings(
        rounds, warmup.toMillis() / 1e3, duration.toMillis() / 1e3, rate, connections, urlPath);
  }

  private DuetTarget baselineSide() {
    return side("--baseline", baselineCommand, baselineVariant, null, null);
  }

  private DuetTarget candidateSide() {
    return side("--candidate", candidateCommand, candidateVariant, injectCpuNs, injectAllocBytes);
  }

  private DuetTarget side(
      String option, String command, Variant variant, Integer cpuNs, Integer allocBytes) {
    if (command == null) {
      requireWithin(option + "-inject-cpu-ns", cpuNs, RegressionInjection.MAX_CPU_NS);
      requireWithin(
          option + "-inject-alloc-bytes", allocBytes, RegressionInjection.MAX_ALLOC_BYTES);
      Variant chosen = variant == null ? Variant.LEGACY : variant;
      return DuetTarget.bundled(chosen, modeArgs(), cpuNs, allocBytes);
    }
    if (variant != null || cpuNs != null || allocBytes != null) {
      throw PerfkitException.usage(
          option
              + "-variant and "
              + option
              + "-inject-* apply to the bundled server, not to "
              + option
              + "'s command");
    }
    try {
      return DuetTarget.command(command);
    } catch (IllegalArgumentException e) {
      throw PerfkitException.usage(option + ": " + e.getMessage());
    }
  }

  /** The bundled server's I/O mode and thread flags, as given. */
  private List<String> modeArgs() {
    List<String> args = new ArrayList<>();
    if (executionMode != null) {
      args.addAll(List.of("--execution-mode", executionMode.key()));
    }
    if (threadType != null) {
      args.addAll(List.of("--thread-type", threadType.key()));
    }
    return args;
  }

  private static void requireWithin(String option, Integer value, int most) {
    if (value != null && (value < 0 || value > most)) {
      throw PerfkitException.usage(option + " " + value + ": give 0 to " + most);
    }
  }

  private void checkSettings() throws IOException {
    if (baselineCommand != null
        && candidateCommand != null
        && (executionMode != null || threadType != null)) {
      throw PerfkitException.usage(
          "--execution-mode and --thread-type apply to the bundled server, and both sides are"
              + " commands");
    }
    if (rounds < 1 || rounds > MOST_ROUNDS) {
      throw PerfkitException.usage(
          "--rounds " + rounds + ": give 1 to " + MOST_ROUNDS + " (6 at least to judge)");
    }
    if (!(rate > 0) || Double.isInfinite(rate)) {
      throw PerfkitException.usage("--rate " + rate + ": must be above 0");
    }
    if (connections < 1) {
      throw PerfkitException.usage("--connections " + connections + ": must be 1 or more");
    }
    if (!urlPath.startsWith("/")) {
      throw PerfkitException.usage("--url-path '" + urlPath + "': must start with /");
    }
    if (Files.exists(out.resolve(DuetRecord.FILE))) {
      throw PerfkitException.usage(
          "--out " + out + " already holds a duet (" + DuetRecord.FILE + "): give another DIR");
    }
    if (Files.exists(out) && !Files.isDirectory(out)) {
      throw PerfkitException.badInput("--out " + out + ": not a directory");
    }
  }

  /** A port free on the loopback now; the two sides swap theirs between rounds. */
  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }
}
