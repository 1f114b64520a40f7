package dev.perfkit.analyzers.compare.output;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.output.Format;
import java.io.IOException;
import java.io.PrintWriter;

/** The comparison exactly as comparison.json holds it, for programs. */
public final class JsonComparisonFormat implements Format<Comparison> {

  @Override
  public void render(Comparison comparison, PrintWriter out) throws IOException {
    out.println(Json.mapper().writeValueAsString(comparison));
    out.flush();
  }
}
