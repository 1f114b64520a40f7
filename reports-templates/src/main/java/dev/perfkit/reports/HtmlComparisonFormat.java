package dev.perfkit.reports;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.output.Format;
import java.io.IOException;
import java.io.PrintWriter;

/** The comparison report's HTML, for {@code perfkit compare --format html}: compare.html's page. */
public final class HtmlComparisonFormat implements Format<Comparison> {

  private final ComparedRuns runs;

  /** The format of a comparison of {@code runs}, whose sections and stacks the page draws. */
  public HtmlComparisonFormat(ComparedRuns runs) {
    this.runs = runs;
  }

  @Override
  public void render(Comparison comparison, PrintWriter out) throws IOException {
    CompareReport.render(comparison, runs, out);
    out.flush();
  }
}
