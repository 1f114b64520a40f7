package dev.perfkit.cli;

import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.changes.ChangesReport;
import dev.perfkit.analyzers.history.changes.EDivisive;
import dev.perfkit.analyzers.history.changes.report.ChangesJson;
import dev.perfkit.analyzers.history.changes.report.ChangesMarkdown;
import dev.perfkit.analyzers.history.changes.report.ChangesText;
import dev.perfkit.analyzers.history.store.HistoryStore;
import dev.perfkit.analyzers.history.store.StoreAddress;
import dev.perfkit.analyzers.output.Format;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code perfkit history changes}: where each recorded metric moved, and whether CI should act. */
@Command(
    name = "changes",
    header = "Finds the change points of each metric's recorded series.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Finds the change points of each metric's recorded series: the commit where it moved and"
          + " stayed moved, the relative change of the means before and after it (95%% interval),"
          + " its p-value, and whether it is a regression or an improvement by the metric's"
          + " better direction. E-Divisive means with a t-test, as Apache Otava: windows of 50"
          + " points, p < 0.001 (docs/history.md).",
      "Exits 3 when a regression change point is on the newest N commits (--newest), 0 otherwise."
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit history changes",
      "  perfkit history changes --db jdbc:postgresql://db/perf --branch main --newest 3",
      "  perfkit history changes --metric cpu-time-per-request --format markdown"
    })
public final class HistoryChangesCommand implements Callable<Integer> {

  /** The formats the change points are offered in. */
  static final class Formats extends OutputFormat.Offered {
    Formats() {
      super(OutputFormat.TEXT, OutputFormat.MARKDOWN, OutputFormat.JSON);
    }

    static Format<ChangesReport> of(OutputFormat format) {
      return switch (format) {
        case TEXT -> new ChangesText();
        case MARKDOWN -> new ChangesMarkdown();
        case JSON -> new ChangesJson();
        case HTML, JUNIT -> throw new IllegalStateException("not a changes format: " + format);
      };
    }
  }

  /** How many of the newest commits count as recent when --newest is not given. */
  static final int DEFAULT_NEWEST = 5;

  @Spec CommandSpec spec;

  @Mixin HistoryStoreOption store;

  @Option(
      names = "--metric",
      paramLabel = "ID",
      split = ",",
      description =
          "Only this metric (repeatable): "
              + SeriesChoice.IDS
              + ". Default: every metric that is not per method.")
  List<String> metrics = List.of();

  @Option(
      names = "--branch",
      paramLabel = "B",
      description = "The branch whose history is searched. Default: ${DEFAULT-VALUE}.")
  String branch = "main";

  @Option(
      names = "--newest",
      paramLabel = "N",
      description =
          "How many of the newest commits count as recent: a regression change point on one of"
              + " them exits 3. Default: ${DEFAULT-VALUE}.")
  int newest = DEFAULT_NEWEST;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      converter = Formats.class,
      completionCandidates = Formats.class,
      description = "How to print them, one of: ${COMPLETION-CANDIDATES}. Default: text.")
  OutputFormat format = OutputFormat.TEXT;

  @Override
  public Integer call() throws IOException {
    if (newest < 1) {
      throw PerfkitException.usage("--newest: '" + newest + "' is not a whole number from 1 up");
    }
    Predicate<String> wanted = SeriesChoice.of(metrics);
    ChangesReport report = ChangesReport.find(series(wanted), EDivisive.OTAVA, branch, newest);
    Formats.of(format).render(report, spec.commandLine().getOut());
    return report.recentRegressions().isEmpty() ? ExitCode.OK : ExitCode.REGRESSION;
  }

  private List<MetricSeries> series(Predicate<String> wanted) throws IOException {
    StoreAddress address = store.address();
    try (HistoryStore history = HistoryStore.openExisting(address)) {
      List<MetricSeries> series = history.series(branch, wanted);
      if (series.isEmpty()) {
        throw PerfkitException.badInput(
            address.shown()
                + ": nothing recorded on branch '"
                + branch
                + "'"
                + (metrics.isEmpty() ? "" : " of " + String.join(", ", metrics)));
      }
      return series;
    }
  }
}
