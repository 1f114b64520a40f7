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
      converter = OutputFormat.Converter.class,
      description =
          "How to print the analysis: text (the metrics headline and the top findings) or json"
              + " (the whole summary.json). Default: text.")
  OutputFormat format;

  @Option(names = "--json", description = "The same as --format json.")
  boolean json;

  /** The chosen format; --json and --format text together are a usage error. */
  OutputFormat format() {
    if (json && format == OutputFormat.TEXT) {
      throw PerfkitException.usage("--json and --format text contradict each other");
    }
    return json ? OutputFormat.JSON : format == null ? OutputFormat.TEXT : format;
  }
}
