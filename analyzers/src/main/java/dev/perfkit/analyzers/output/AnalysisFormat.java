package dev.perfkit.analyzers.output;

import java.io.IOException;
import java.io.PrintWriter;

/**
 * One way to show an analysis (text for the terminal, JSON for programs, HTML later): the one seam
 * every command renders through.
 */
public interface AnalysisFormat {

  void render(AnalysisReport report, PrintWriter out) throws IOException;
}
