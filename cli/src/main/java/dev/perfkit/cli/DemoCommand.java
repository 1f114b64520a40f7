package dev.perfkit.cli;

import dev.perfkit.analyzers.output.TerminalText;
import dev.perfkit.analyzers.stats.RankSumTest;
import dev.perfkit.collect.CollectException;
import dev.perfkit.collect.EventSelection;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code perfkit demo}: the bundled server's legacy and optimized variants, each run repeatedly
 * under full profiling and an arrival rate the cold server cannot meet, analyzed, reported and
 * compared, with the before-and-after told on the terminal.
 */
@Command(
    name = "demo",
    header = "Measures the bundled server's legacy and optimized variants.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Run the bundled server's legacy variant (per-request buffers, an oversized request reader"
          + " HotSpot will not inline) and its optimized variant, each --repeat times in fresh JVMs"
          + " under async-profiler, JFR, the compilation and GC logs and an open-model load of"
          + " --rate requests/s with a --timeout, from a cold start; analyze them, write each run's"
          + " report.html and their comparison, comparison.json and the report page compare.html,"
          + " and print the page's path (open it), then the findings and headline metrics before"
          + " and after, each change with its significance.",
      "Into DIR/MODE-THREADS/{legacy,optimized}, overwriting an earlier demo's runs; any other"
          + " non-empty DIR is refused."
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit demo",
      "  perfkit demo --repeat 6 --duration 20s --out runs/demo-long",
      "  perfkit demo --all-configs"
    })
public final class DemoCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      defaultValue = "runs/demo",
      converter = CollectOptions.OutDirectoryConverter.class,
      description = "Where to write the runs, reports and comparison. Default: ${DEFAULT-VALUE}.")
  Path out;

  @Option(
      names = "--repeat",
      paramLabel = "N",
      defaultValue = "4",
      description =
          "Fresh JVMs per variant; 4 or more let the significance test reach p < 0.05."
              + " Default: ${DEFAULT-VALUE}.")
  int repeat;

  @Option(
      names = "--duration",
      paramLabel = "D",
      defaultValue = "8s",
      converter = LoadOptions.PositiveDurationConverter.class,
      description =
          "The load of each run, from the cold start (no warm-up phase): the requests"
              + " due in D at --rate. Default: ${DEFAULT-VALUE}.")
  Duration duration;

  @Option(
      names = "--rate",
      paramLabel = "R",
      defaultValue = "6000",
      description =
          "Requests per second, due whatever the server's pace. Default: ${DEFAULT-VALUE}.")
  double rate;

  @Option(
      names = "--timeout",
      paramLabel = "D",
      defaultValue = "100ms",
      converter = LoadOptions.PositiveDurationConverter.class,
      description = "A request unanswered after D is KO. Default: ${DEFAULT-VALUE}.")
  Duration timeout;

  @Option(
      names = "--connections",
      paramLabel = "N",
      defaultValue = "64",
      description = "Connections the load spreads its requests over. Default: ${DEFAULT-VALUE}.")
  int connections;

  @Option(
      names = "--events",
      paramLabel = "LIST",
      defaultValue = EventSelection.DEFAULT,
      description =
          "The async-profiler events of every run, as for perfkit run (the compilation and GC"
              + " logs are always on). Default: ${DEFAULT-VALUE}.")
  String events;

  @Option(
      names = "--all-configs",
      description =
          "Run all four I/O mode and thread type combinations, not only nio + virtual threads,"
              + " and end with their success rates before and after.")
  boolean allConfigs;

  @Override
  public Integer call() {
    List<DemoConfig> configs = allConfigs ? DemoConfig.ALL : List.of(DemoConfig.NIO_VIRTUAL);
    check();
    DemoDirectory.check(out, configs);
    List<DemoPair.Result> results = new ArrayList<>();
    for (int i = 0; i < configs.size(); i++) {
      DemoPair pair = new DemoPair(configs.get(i), out, spec.commandLine(), loadArgs());
      results.add(pair.run(i + 1, configs.size()));
      print(results.getLast());
    }
    if (allConfigs) {
      SuccessRateTable.print(results, spec.commandLine().getOut());
    }
    return ExitCode.OK;
  }

  private void check() {
    if (repeat < 1) {
      throw PerfkitException.usage("--repeat must be at least 1, was " + repeat);
    }
    if (!(rate > 0) || Double.isInfinite(rate)) {
      throw PerfkitException.usage("--rate must be above 0, was " + rate);
    }
    try {
      EventSelection.parse(events);
    } catch (CollectException e) {
      throw PerfkitException.usage(e.getMessage());
    }
    if (connections < 1) {
      throw PerfkitException.usage("--connections must be at least 1, was " + connections);
    }
    if (repeat < RankSumTest.MIN_SAMPLES) {
      spec.commandLine()
          .getErr()
          .printf(
              "perfkit: note: with --repeat %d no change can be found significant: the test needs"
                  + " %d runs a side%n",
              repeat, RankSumTest.MIN_SAMPLES);
    }
  }

  /** The run options every run of the demo shares. */
  private List<String> loadArgs() {
    return List.of(
        "--events",
        events,
        "--repeat",
        Integer.toString(repeat),
        "--rate",
        String.format(Locale.ROOT, "%s", rate),
        "--timeout",
        timeout.toMillis() + "ms",
        "--connections",
        Integer.toString(connections),
        "--warmup",
        "0",
        "--duration",
        duration.toMillis() + "ms");
  }

  private void print(DemoPair.Result result) {
    PrintWriter out = spec.commandLine().getOut();
    out.println();
    TerminalText.print(
        out,
        "",
        String.format(
            Locale.ROOT,
            "%s: legacy -> optimized, %d runs each of %s at %,.0f requests/s (timeout %d ms, %d"
                + " connections)",
            result.config().label(),
            repeat,
            duration.toMillis() % 1000 == 0
                ? duration.toSeconds() + " s"
                : duration.toMillis() + " ms",
            rate,
            timeout.toMillis(),
            connections),
        "  ");
    TerminalText.print(
        out, "  open this:  ", result.comparisonReport() + " (the comparison report)", "    ");
    TerminalText.print(out, "  legacy:     ", result.legacyReport().toString(), "    ");
    TerminalText.print(out, "  optimized:  ", result.optimizedReport().toString(), "    ");
    TerminalText.print(out, "  comparison: ", result.comparison().toString(), "    ");
    new DemoText(out).print(result.story(), repeat);
    out.flush();
  }
}
