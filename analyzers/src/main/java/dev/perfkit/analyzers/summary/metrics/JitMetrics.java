package dev.perfkit.analyzers.summary.metrics;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.CompilationLog;
import dev.perfkit.analyzers.jfr.Compilations;
import dev.perfkit.analyzers.jfr.JfrInputs;
import dev.perfkit.analyzers.summary.Metric;
import dev.perfkit.analyzers.summary.Metric.Spread;
import java.util.List;

/**
 * JIT compile time: the summed time of every compilation, from the compilation log when there is
 * one, else from the JFR recording's {@code jdk.Compilation} events (only those above the
 * recording's threshold).
 */
final class JitMetrics implements MetricFamily {

  @Override
  public List<Metric> of(MetricInputs inputs) {
    CompilationLog log = inputs.inputs().get(CompilationInputs.COMPILATION_LOG).orElse(null);
    if (log != null) {
      return List.of(
          metric(
              log.totalCompileMs(),
              log.taskCount(),
              inputs.sources().of(CompilationInputs.COMPILATION_LOG)));
    }
    Compilations jfr = inputs.inputs().get(JfrInputs.COMPILATIONS).orElse(null);
    if (jfr != null) {
      double totalMs =
          jfr.byCompiler().values().stream().mapToDouble(Compilations.CompilerTotal::totalMs).sum();
      return List.of(
          metric(totalMs, jfr.compilations(), inputs.sources().of(JfrInputs.COMPILATIONS)));
    }
    return List.of();
  }

  private static Metric metric(double totalMs, long compilations, String source) {
    return MetricKind.JIT_COMPILE_TIME.metric(
        totalMs,
        Spread.none(compilations, "one total over the run: repetitions give it a spread"),
        source + ": summed time of every compilation");
  }
}
