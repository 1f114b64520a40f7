package dev.perfkit.reports;

import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.compilation.CompilationRate;
import dev.perfkit.analyzers.compilation.CompileTask;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.gc.GcPause;
import dev.perfkit.analyzers.gc.PauseTimeline;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The series the report's charts draw, as plain maps and arrays for the page's JSON block: load per
 * second, the latency distribution, every GC pause and compilations per second on the JVM's clock.
 */
final class ChartData {

  private ChartData() {}

  static Map<String, Object> of(RunSummary summary, Path runDirectory) {
    Map<String, Object> data = new LinkedHashMap<>();
    Sections sections = summary.sections();
    if (sections != null && sections.load() != null) {
      LoadResults load = sections.load().results();
      data.put("load", load(load));
      data.put("loadStartSeconds", loadStartSeconds(summary, load));
      Path hlog =
          runDirectory == null || load.histogramFile() == null
              ? null
              : runDirectory.resolve("load").resolve(load.histogramFile());
      data.put("distribution", LatencyDistribution.read(hlog));
    }
    if (sections != null && sections.gc() != null && sections.gc().log() != null) {
      GcLog.GcSummary gc = sections.gc().log();
      data.put(
          "gcPauses", gc.timeline() != null ? timeline(gc.timeline()) : pauses(gc.longestPauses()));
    } else if (sections != null && sections.gc() != null && sections.gc().jfr() != null) {
      // A profile attached to a running JVM may have a recording and no GC log.
      JfrPauseSeries.of(sections.gc().jfr(), summary.run() == null ? null : summary.run().start())
          .ifPresent(series -> data.put("gcPauses", series));
    }
    if (sections != null && sections.jit() != null && sections.jit().log() != null) {
      CompilationLog.CompilationSummary jit = sections.jit().log();
      data.put("compilations", compilations(jit.longestCompilations()));
      if (jit.rate() != null) {
        data.put("compilationRate", rate(jit.rate()));
      }
    }
    return data;
  }

  private static Map<String, Object> load(LoadResults load) {
    List<LoadResults.SecondSample> seconds = load.perSecond();
    Map<String, Object> series = new LinkedHashMap<>();
    series.put("second", seconds.stream().mapToInt(LoadResults.SecondSample::second).toArray());
    series.put("ok", seconds.stream().mapToLong(LoadResults.SecondSample::ok).toArray());
    series.put("ko", seconds.stream().mapToLong(LoadResults.SecondSample::ko).toArray());
    series.put("p50", seconds.stream().mapToDouble(LoadResults.SecondSample::p50Ms).toArray());
    series.put("p99", seconds.stream().mapToDouble(LoadResults.SecondSample::p99Ms).toArray());
    series.put("phase", seconds.stream().map(LoadResults.SecondSample::phase).toList());
    return series;
  }

  /** When the load started, in seconds since collection (about JVM start); 0 when unknown. */
  private static double loadStartSeconds(RunSummary summary, LoadResults load) {
    String start = summary.run() == null ? null : summary.run().start();
    if (start == null || load.start() == null) {
      return 0;
    }
    try {
      return Duration.between(Instant.parse(start), load.start()).toMillis() / 1000.0;
    } catch (DateTimeParseException e) {
      return 0;
    }
  }

  private static Map<String, Object> pauses(List<GcPause> longest) {
    List<GcPause> pauses =
        longest.stream().sorted(Comparator.comparingDouble(GcPause::atSeconds)).toList();
    Map<String, Object> series = new LinkedHashMap<>();
    series.put("at", pauses.stream().mapToDouble(GcPause::atSeconds).toArray());
    series.put("ms", pauses.stream().mapToDouble(GcPause::durationMs).toArray());
    series.put(
        "heapAfterMiB",
        pauses.stream()
            .map(p -> p.heapAfterBytes() < 0 ? null : p.heapAfterBytes() / 1048576.0)
            .toList());
    return series;
  }

  /** Every pause (or, past the cap, every second's pauses: their sum and longest). */
  private static Map<String, Object> timeline(PauseTimeline timeline) {
    Map<String, Object> series = new LinkedHashMap<>();
    series.put("perSecond", timeline.perSecond());
    series.put("at", timeline.atSeconds());
    series.put("ms", timeline.perSecond() ? timeline.maxMs() : timeline.durationMs());
    series.put(
        "heapAfterMiB",
        java.util.Arrays.stream(timeline.heapAfterBytes())
            .mapToObj(bytes -> bytes < 0 ? null : bytes / 1048576.0)
            .toList());
    return series;
  }

  /** Compile tasks per second since JVM start. */
  private static Map<String, Object> rate(CompilationRate rate) {
    Map<String, Object> series = new LinkedHashMap<>();
    series.put(
        "second", java.util.stream.IntStream.range(0, rate.tasksPerSecond().length).toArray());
    series.put("tasks", rate.tasksPerSecond());
    return series;
  }

  private static Map<String, Object> compilations(List<CompileTask> longest) {
    List<CompileTask> tasks =
        longest.stream().sorted(Comparator.comparingDouble(CompileTask::startSeconds)).toList();
    Map<String, Object> series = new LinkedHashMap<>();
    series.put("start", tasks.stream().mapToDouble(CompileTask::startSeconds).toArray());
    series.put("ms", tasks.stream().mapToLong(CompileTask::durationMs).toArray());
    return series;
  }
}
