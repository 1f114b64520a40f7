package dev.perfkit.cli;

import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.output.JsonHistoryFormat;
import dev.perfkit.analyzers.history.output.MarkdownHistoryFormat;
import dev.perfkit.analyzers.history.output.ShownHistory;
import dev.perfkit.analyzers.history.output.TextHistoryFormat;
import dev.perfkit.analyzers.history.store.HistoryStore;
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

/** {@code perfkit history show}: each metric's series on one branch of a history. */
@Command(
    name = "show",
    header = "Prints each metric's series on a branch, oldest first.",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Prints each metric's series on a branch, oldest first: when it was recorded, the commit,"
          + " the value, how many runs were behind it and their range around it.",
      "Without --metric: every metric that is not per method (a method's CPU share is shown when"
          + " asked for by its id, cpu-share:pkg.Class.method)."
    },
    footerHeading = "%nExample usage:%n",
    footer = {
      "  perfkit history show",
      "  perfkit history show --metric cpu-time-per-request --metric throughput",
      "  perfkit history show --branch main --format markdown >> \"$GITHUB_STEP_SUMMARY\"",
      "  perfkit history show --db jdbc:postgresql://db.example/perf?user=ci --format json"
    })
public final class HistoryShowCommand implements Callable<Integer> {

  /** The formats a history is offered in. */
  static final class Formats extends OutputFormat.Offered {
    Formats() {
      super(OutputFormat.TEXT, OutputFormat.MARKDOWN, OutputFormat.JSON);
    }

    static Format<ShownHistory> of(OutputFormat format) {
      return switch (format) {
        case TEXT -> new TextHistoryFormat();
        case MARKDOWN -> new MarkdownHistoryFormat();
        case JSON -> new JsonHistoryFormat();
        case HTML, JUNIT -> throw new IllegalStateException("not a history format: " + format);
      };
    }
  }

  @Spec CommandSpec spec;

  @Option(
      names = "--metric",
      paramLabel = "ID",
      description = "Show only this metric (repeatable): " + SeriesChoice.IDS + ".")
  List<String> metrics = List.of();

  @Option(
      names = "--branch",
      paramLabel = "BRANCH",
      description = "The branch whose series are shown. Default: main.")
  String branch = "main";

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      converter = Formats.class,
      completionCandidates = Formats.class,
      description = "How to print the series, one of: ${COMPLETION-CANDIDATES}. Default: text.")
  OutputFormat format = OutputFormat.TEXT;

  @Mixin HistoryStoreOption store;

  @Mixin HistoryHtml page;

  @Override
  public Integer call() throws IOException {
    Predicate<String> wanted = SeriesChoice.of(metrics);
    try (HistoryStore history = HistoryStore.openExisting(store.address())) {
      List<MetricSeries> series = history.series(branch, wanted);
      ShownHistory shown = new ShownHistory(history.address().shown(), branch, series);
      Formats.of(format).render(shown, spec.commandLine().getOut());
      page.write(branch, series);
    }
    return ExitCode.OK;
  }
}
