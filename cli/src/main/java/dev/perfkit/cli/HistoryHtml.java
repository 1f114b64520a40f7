package dev.perfkit.cli;

import dev.perfkit.analyzers.history.MetricSeries;
import dev.perfkit.analyzers.history.changes.ChangesReport;
import dev.perfkit.analyzers.history.changes.EDivisive;
import dev.perfkit.reports.CommitUrl;
import dev.perfkit.reports.HistoryPage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code perfkit history show --html FILE [--commit-url TEMPLATE]}: history.html, each metric's
 * chart with the change points {@code history changes} reports marked on it.
 */
public final class HistoryHtml {

  @Option(
      names = "--html",
      paramLabel = "FILE",
      description =
          "Also write history.html to FILE: one chart per metric, change points marked (one"
              + " self-contained file).")
  Path file;

  @Option(
      names = "--commit-url",
      paramLabel = "TEMPLATE",
      description =
          "With --html: each point links its commit, {sha} in TEMPLATE replaced by it"
              + " (https://example.org/repo/commit/{sha}). Default: no links.")
  String commitUrl;

  /** Writes the page of {@code series} on {@code branch}, when --html asks for it. */
  void write(String branch, List<MetricSeries> series) throws IOException {
    if (file == null) {
      if (commitUrl != null) {
        throw PerfkitException.usage("--commit-url needs --html: only the page links commits");
      }
      return;
    }
    Optional<CommitUrl> links;
    try {
      links = Optional.ofNullable(commitUrl).map(CommitUrl::new);
    } catch (IllegalArgumentException e) {
      throw PerfkitException.usage("--commit-url: " + e.getMessage());
    }
    ChangesReport report =
        ChangesReport.find(series, EDivisive.OTAVA, branch, HistoryChangesCommand.DEFAULT_NEWEST);
    HistoryPage.write(file, report, links);
  }
}
