package dev.perfkit.analyzers.output;

import dev.perfkit.analyzers.json.Json;
import java.io.IOException;
import java.io.PrintWriter;

/** The summary exactly as summary.json holds it, for programs. */
public final class JsonFormat implements Format<AnalysisReport> {

  @Override
  public void render(AnalysisReport report, PrintWriter out) throws IOException {
    out.println(Json.mapper().writeValueAsString(report.summary()));
    out.flush();
  }
}
