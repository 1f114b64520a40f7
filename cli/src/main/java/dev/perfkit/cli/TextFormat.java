package dev.perfkit.cli;

import dev.perfkit.analyzers.output.AnalysisReport;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.output.MetricsHeadline;
import java.io.PrintWriter;

/**
 * The terminal's format: the metrics headline, then what was read and the findings as {@link
 * FindingsText} shows them.
 */
final class TextFormat implements Format<AnalysisReport> {

  private final FindingsText.View view;

  TextFormat(FindingsText.View view) {
    this.view = view;
  }

  @Override
  public void render(AnalysisReport report, PrintWriter out) {
    MetricsHeadline.print(report.summary(), out);
    new FindingsText(out, view).print(report.summary(), report.summaryFile());
  }
}
