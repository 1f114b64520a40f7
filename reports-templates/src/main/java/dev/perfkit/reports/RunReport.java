package dev.perfkit.reports;

import dev.perfkit.analyzers.summary.RunSummary;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The run report, {@code report.html}: one self-contained page of a run's summary, its load, flame
 * graphs, GC and JIT evidence (docs/report.md).
 */
public final class RunReport {

  /** The report's file name in a run directory. */
  public static final String FILE = "report.html";

  private RunReport() {}

  /**
   * Renders {@code summary} into {@code out}; {@code runDirectory} (null for loose files) is where
   * the stacks and the latency log are read from.
   */
  public static void render(RunSummary summary, Path runDirectory, Writer out) throws IOException {
    Map<String, Object> model = new HashMap<>();
    model.put("summary", summary);
    model.put("run", summary.run());
    model.put("metrics", summary.metrics().stream().map(MetricRow::of).toList());
    model.put("links", SectionLinks.all());
    model.put("cap", dev.perfkit.analyzers.gc.PauseTimeline.CAP);
    model.put("flames", FlameSections.of(summary, runDirectory));
    model.put("sections", summary.sections());
    model.put("data", ScriptJson.of(ChartData.of(summary, runDirectory)));
    Templates.renderPage("run-report.ftlh", model, out);
  }

  /** Writes the report of {@code summary} to {@code file} and returns it. */
  public static Path write(RunSummary summary, Path runDirectory, Path file) throws IOException {
    return Templates.write(file, out -> render(summary, runDirectory, out));
  }
}
