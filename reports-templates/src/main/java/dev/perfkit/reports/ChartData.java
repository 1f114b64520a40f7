package dev.perfkit.reports;

import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.compilation.CompilationRate;
import dev.perfkit.analyzers.compilation.CompileTask;
import dev.perfkit.analyzers.format.Numbers;
import dev.perfkit.analyzers.gc.GcLog;
import dev.perfkit.analyzers.gc.GcPause;
import dev.perfkit.analyzers.gc.PauseTimeline;
import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.WarmupWindow;
import dev.perfkit.analyzers.run.RunDirectory;
import dev.perfkit.analyzers.summary.RunSummary;
import dev.perfkit.analyzers.summary.Sections;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The series the report's charts draw, as plain maps and arrays for the page's JSON block: load per
 * second, the latency distribution, every GC pause and compilations per second on the JVM's clock.
 * A set's load and distribution cover all its runs.
 */
final class ChartData {

  private ChartData() {}

  /**
   * The series of {@code members}: one run's, or a set's load and latency distribution over all its
   * runs (the median per second with the runs' range, and every run's requests in one histogram),
   * with the GC and JIT timelines of its first run (the page says so), whose clocks are each JVM's
   * own and do not add up.
   */
  static Map<String, Object> of(List<SetMembers.Member> members) {
    SetMembers.Member first = members.get(0);
    Map<String, Object> data = new LinkedHashMap<>();
    Sections sections = first.summary().sections();
    List<LoadResults> loads = loads(members);
    if (!loads.isEmpty()) {
      LoadResults load = loads.get(0);
      data.put("load", loads.size() == 1 ? load(load) : SetLoadSeries.of(loads));
      data.put("loadStartSeconds", loadStartSeconds(first.summary(), load));
      LatencyDistribution.Merged merged = LatencyDistribution.read(histogramLogs(members, loads));
      data.put("distribution", merged.points());
      data.put("distributionCount", merged.count());
      data.put("ranges", ranges(merged.ranges()));
      // Shaded only where the warm-up success rate was counted: a load shorter has no window.
      if (WarmupWindow.of(load).isPresent()) {
        data.put("warmupWindowSeconds", WarmupWindow.SECONDS);
      }
      data.put("warmupPhaseSeconds", warmupPhaseSeconds(load));
      if (loads.size() > 1) {
        data.put("firstRunLoad", load(load));
      }
    }
    timelines(data, first.summary(), sections);
    return data;
  }

  /**
   * The response time ranges as the page labels them ({@code <= 0.5}, {@code > 10,000} ms) and
   * their requests.
   */
  static Map<String, Object> ranges(List<double[]> ranges) {
    List<String> labels = new ArrayList<>();
    List<Long> counts = new ArrayList<>();
    for (int i = 0; i < ranges.size(); i++) {
      double bound = ranges.get(i)[0];
      labels.add(
          Double.isInfinite(bound)
              ? "> " + Numbers.decimal(ranges.get(i - 1)[0])
              : "\u2264 " + Numbers.decimal(bound));
      counts.add((long) ranges.get(i)[1]);
    }
    Map<String, Object> series = new LinkedHashMap<>();
    series.put("labels", labels);
    series.put("counts", counts);
    return series;
  }

  /** How many seconds of the first run's load were its --warmup phase. */
  private static long warmupPhaseSeconds(LoadResults load) {
    return load.perSecond().stream().filter(s -> "warmup".equals(s.phase())).count();
  }

  /** Every member's load results, in order; empty unless every member has them. */
  static List<LoadResults> loads(List<SetMembers.Member> members) {
    List<LoadResults> loads = new ArrayList<>();
    for (SetMembers.Member member : members) {
      Sections sections = member.summary().sections();
      if (sections == null || sections.load() == null) {
        return List.of();
      }
      loads.add(sections.load().results());
    }
    return loads;
  }

  /** Each member's histogram log; empty when any member has none to read. */
  static List<Path> histogramLogs(List<SetMembers.Member> members, List<LoadResults> loads) {
    List<Path> logs = new ArrayList<>();
    for (int i = 0; i < members.size(); i++) {
      Path directory = members.get(i).directory();
      String file = loads.get(i).histogramFile();
      if (directory == null || file == null) {
        return List.of();
      }
      logs.add(new RunDirectory(directory).loadDir().resolve(file));
    }
    return logs;
  }

  private static void timelines(Map<String, Object> data, RunSummary summary, Sections sections) {
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
