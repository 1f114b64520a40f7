package dev.perfkit.cli;

import dev.perfkit.analyzers.output.AnalysisReport;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.output.JsonFormat;
import dev.perfkit.reports.HtmlFormat;

/**
 * The formats an analysis is offered in, by {@code analyze}, {@code run} and {@code profile}: text,
 * json and html.
 */
final class AnalysisFormats extends OutputFormat.Offered {

  AnalysisFormats() {
    super(OutputFormat.TEXT, OutputFormat.JSON, OutputFormat.HTML);
  }

  /** The renderer; {@code view} is how many findings the text shows, and how much of each. */
  static Format<AnalysisReport> of(OutputFormat format, FindingsText.View view) {
    return switch (format) {
      case JSON -> new JsonFormat();
      case HTML -> new HtmlFormat();
      case TEXT -> new TextFormat(view);
      case MARKDOWN, JUNIT -> throw new IllegalStateException("not an analysis format: " + format);
    };
  }
}
