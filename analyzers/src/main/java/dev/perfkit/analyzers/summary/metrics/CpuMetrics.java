package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.load.LoadResults;
import dev.perfkit.analyzers.load.LoadResults.SecondSample;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.run.RunRecord;
import dev.perfkit.analyzers.scope.ProfilerCost;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Spread;
import java.util.List;
import java.util.Optional;

/**
 * CPU time per request: the CPU time the target's process used (all threads, user and system), as
 * run.json has it from the OS, less its JIT compiler threads' where the OS tells them apart,
 * divided by the requests the load sent in the same time; after the load's warm-up when it had one.
 * The profilers' own work is taken out as their share of the CPU samples. The JIT's and the class
 * loading's work varies from run to run far more than the cost of serving requests does, and would
 * hide a change of it; the JIT has its own metric.
 */
final class CpuMetrics implements MetricFamily {

  @Override
  public List<Metric> of(MetricInputs inputs) {
    if (inputs.run() == null || inputs.run().target() == null) {
      return List.of();
    }
    RunRecord.Target target = inputs.run().target();
    double profiler = inputs.inputs().get(ProfilerCost.INPUT).map(ProfilerCost::share).orElse(0.0);
    Optional<Metric> afterWarmup =
        inputs.load().flatMap(load -> afterWarmup(target.cpuAfterWarmup(), load, profiler));
    if (afterWarmup.isPresent()) {
      return List.of(afterWarmup.get());
    }
    Double cpuSeconds = target.cpuSecondsDuringLoad();
    Long requests = inputs.requestsSent().orElse(null);
    if (cpuSeconds == null || requests == null) {
      return List.of();
    }
    Double compiler = target.compilerCpuSecondsDuringLoad();
    return List.of(
        metric(
            cpuSeconds,
            compiler,
            profiler,
            requests,
            "run.json target.cpuSecondsDuringLoad"
                + (compiler == null ? "" : " - compilerCpuSecondsDuringLoad")
                + " / the requests of load/results.json's per-second series, warm-up included"));
  }

  private static Optional<Metric> afterWarmup(
      RunRecord.CpuWindow window, LoadResults load, double profiler) {
    List<SecondSample> series = load.perSecond();
    if (window == null || window.fromSecond() >= series.size()) {
      return Optional.empty();
    }
    long requests =
        series.subList(window.fromSecond(), series.size()).stream()
            .mapToLong(SecondSample::requests)
            .sum();
    if (requests == 0) {
      return Optional.empty();
    }
    return Optional.of(
        metric(
            window.seconds(),
            window.compilerSeconds(),
            profiler,
            requests,
            "run.json target.cpuAfterWarmup"
                + (window.compilerSeconds() == null ? "" : " less its compilerSeconds")
                + " / the requests of load/results.json's per-second series from second "
                + window.fromSecond()
                + " (after the warm-up) to the end"));
  }

  /**
   * {@code profiler} is the profilers' share of the CPU samples: their own work, which the
   * process's CPU time includes, is taken out as that share of it.
   */
  private static Metric metric(
      double cpuSeconds, Double compilerSeconds, double profiler, long requests, String source) {
    double serving = cpuSeconds * (1 - profiler) - (compilerSeconds == null ? 0 : compilerSeconds);
    return MetricKind.CPU_TIME_PER_REQUEST.metric(
        Math.max(0, serving) * 1000 / requests,
        Spread.none(
            requests,
            "one CPU-time reading over the requests counted: repetitions give it a spread"),
        profiler == 0
            ? source
            : source
                + ", less the profilers' share of CPU samples ("
                + Quantity.fraction(profiler).text()
                + ") of the CPU time");
  }
}
