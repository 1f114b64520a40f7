package dev.perfkit.reports;

import dev.perfkit.analyzers.summary.RunSummary;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * The run report, {@code report.html}: one self-contained page that opens with what ran, its
 * headline metrics and its top application findings ({@link RunStory}), then the run's summary, its
 * load, flame graphs, GC and JIT evidence (docs/report.md). A repeat set's load, GC and JIT
 * sections cover all its runs.
 */
public final class RunReport {

  /** The report's file name in a run directory. */
  public static final String FILE = "report.html";

  private static final String PAGE = "run-report.ftlh";

  private RunReport() {}

  /**
   * Starts loading the report's templates in the background, so that a caller reading the summary
   * meanwhile gets its page sooner; rendering without it is the same, only slower.
   */
  public static void prepare() {
    Templates.prepare(PAGE);
  }

  /**
   * Renders {@code summary} into {@code out}; {@code runDirectory} (null for loose files) is where
   * the stacks and the latency log are read from.
   */
  public static void render(RunSummary summary, Path runDirectory, Writer out) throws IOException {
    prepare();
    CompletableFuture<List<FlameSection>> flames = FlameSections.start(summary, runDirectory);
    Map<String, Object> model = new HashMap<>();
    model.put("summary", summary);
    model.put("run", summary.run());
    model.put("metrics", summary.metrics().stream().map(MetricRow::of).toList());
    model.put("links", SectionLinks.all());
    model.put("cap", dev.perfkit.analyzers.gc.PauseTimeline.CAP);
    model.put("sections", summary.sections());
    List<SetMembers.Member> members = SetMembers.of(summary, runDirectory);
    model.put("story", RunStory.of(summary, members.size()));
    model.put("data", ScriptJson.of(ChartData.of(members)));
    LoadTable.put(model, members);
    if (SetMembers.isSet(members)) {
      SetPage.put(model, members);
    }
    model.put("flames", Background.join(flames));
    Templates.renderPage(PAGE, model, out);
  }

  /** Writes the report of {@code summary} to {@code file} and returns it. */
  public static Path write(RunSummary summary, Path runDirectory, Path file) throws IOException {
    return Templates.write(file, out -> render(summary, runDirectory, out));
  }
}
