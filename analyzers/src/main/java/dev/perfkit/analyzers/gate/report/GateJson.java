package dev.perfkit.analyzers.gate.report;

import dev.perfkit.analyzers.gate.GateResult;
import dev.perfkit.analyzers.json.Json;
import dev.perfkit.analyzers.output.Format;
import java.io.IOException;
import java.io.PrintWriter;

/** The gate's verdict exactly as gate.json holds it, for programs. */
public final class GateJson implements Format<GateResult> {

  @Override
  public void render(GateResult result, PrintWriter out) throws IOException {
    out.println(Json.mapper().writeValueAsString(result));
    out.flush();
  }
}
