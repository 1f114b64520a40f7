package dev.perfkit.reports;

import dev.perfkit.analyzers.output.AnalysisReport;
import dev.perfkit.analyzers.output.Format;
import dev.perfkit.analyzers.run.RunDirectory;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/** The run report's HTML, for {@code --format html}: the page report.html holds. */
public final class HtmlFormat implements Format<AnalysisReport> {

  @Override
  public void render(AnalysisReport report, PrintWriter out) throws IOException {
    RunReport.render(report.summary(), runDirectory(report.summaryFile()), out);
    out.flush();
  }

  /** The run directory the summary was written into, or null for loose files. */
  static Path runDirectory(Path summaryFile) {
    Path directory = summaryFile == null ? null : summaryFile.toAbsolutePath().getParent();
    return directory != null && RunDirectory.isRun(directory) ? directory : null;
  }
}
