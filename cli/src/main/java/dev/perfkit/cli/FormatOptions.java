package dev.perfkit.cli;

import picocli.CommandLine.Option;

/**
 * {@code --format} and its alias {@code --json}, shared by {@code analyze}, {@code run} and {@code
 * profile}.
 */
public final class FormatOptions {

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      converter = AnalysisFormats.class,
      completionCandidates = AnalysisFormats.class,
      description =
          "How to print the analysis, one of: ${COMPLETION-CANDIDATES}. text: the metrics headline"
              + " and the top findings; json: the whole summary.json; html: the report.html page."
              + " Default: text.")
  OutputFormat format;

  @Option(names = "--no-report", description = "Do not write report.html beside summary.json.")
  boolean noReport;

  @Option(names = "--json", description = "The same as --format json.")
  boolean json;

  /** Whether report.html is written beside summary.json. */
  boolean writeReport() {
    return !noReport;
  }

  /** The chosen format; --json and --format text together are a usage error. */
  OutputFormat format() {
    if (json && format == OutputFormat.TEXT) {
      throw PerfkitException.usage("--json and --format text contradict each other");
    }
    return json ? OutputFormat.JSON : format == null ? OutputFormat.TEXT : format;
  }
}
