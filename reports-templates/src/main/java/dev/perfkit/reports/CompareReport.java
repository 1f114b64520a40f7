package dev.perfkit.reports;

import dev.perfkit.analyzers.compare.Comparison;
import dev.perfkit.analyzers.summary.RunSummary;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The comparison report, {@code compare.html}: one self-contained page of two runs side by side,
 * opening with the verdict ({@link CompareStory}), then what differs between them, their metrics
 * against the noise, findings, differential flame graphs, GC and JIT deltas and warm-up curves
 * (docs/compare.md); a side that is a repeat set shows all its runs in these.
 */
public final class CompareReport {

  /** The report's file name in {@code perfkit compare --out DIR}. */
  public static final String FILE = "compare.html";

  private CompareReport() {}

  /** Renders {@code comparison} of {@code runs} into {@code out}. */
  public static void render(Comparison comparison, ComparedRuns runs, Writer out)
      throws IOException {
    Map<String, Object> model = new HashMap<>();
    model.put("comparison", comparison);
    List<MetricChangeRow> metrics = comparison.metrics().stream().map(MetricChangeRow::of).toList();
    model.put("metrics", metrics);
    model.put("story", CompareStory.of(comparison, metrics));
    model.put("diffs", DiffSections.of(comparison, runs));
    List<RunSummary> baseline = summaries(runs.baseline(), runs.baselineDirectory());
    List<RunSummary> candidate = summaries(runs.candidate(), runs.candidateDirectory());
    model.put("gcDeltas", SectionDeltas.gc(baseline, candidate));
    model.put("jitDeltas", SectionDeltas.jit(baseline, candidate));
    model.put("baselineRuns", baseline.size());
    model.put("candidateRuns", candidate.size());
    Map<String, Object> data = new LinkedHashMap<>();
    Map<String, Object> curves = WarmupCurves.of(baseline, candidate);
    if (curves != null) {
      data.put("warmupCurves", curves);
    }
    model.put("hasWarmup", curves != null);
    LoadComparison.put(model, data, runs);
    model.put("data", ScriptJson.of(data));
    Templates.renderPage("compare-report.ftlh", model, out);
  }

  /** A side's runs: a set's repeats, or the one run. */
  private static List<RunSummary> summaries(RunSummary side, Path directory) {
    return SetMembers.of(side, directory).stream().map(SetMembers.Member::summary).toList();
  }

  /** Writes the report to {@code file} and returns it. */
  public static Path write(Comparison comparison, ComparedRuns runs, Path file) throws IOException {
    return Templates.write(file, out -> render(comparison, runs, out));
  }
}
