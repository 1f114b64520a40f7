package dev.perfkit.analyzers.rules;

import dev.perfkit.analyzers.compilation.CompilationInputs;
import dev.perfkit.analyzers.compilation.CompilationRate;
import dev.perfkit.analyzers.findings.AnalysisInputs;
import dev.perfkit.analyzers.findings.Evidence;
import dev.perfkit.analyzers.findings.Finding;
import dev.perfkit.analyzers.findings.RuleBase;
import dev.perfkit.analyzers.load.LoadInputs;
import dev.perfkit.analyzers.load.MeasuredWindow;
import dev.perfkit.analyzers.model.Quantity;
import dev.perfkit.analyzers.model.Unit;
import java.util.List;
import java.util.Optional;

/**
 * The JIT still busy in the measured window: compile tasks still starting, second after second,
 * while the load was being measured. Each of them replaces slower code by faster, so the window's
 * cost per request is part warm-up and drifts as it goes; the figures describe no steady state. The
 * compilation log's task start stamps count on the JVM's clock and its {@code time_ms} says when
 * that clock started, which lines them up with the load's measured phase.
 */
public final class JitBusyRule extends RuleBase {

  /**
   * Compile tasks per second that count as busy. A warmed-up service still compiles now and then (a
   * rare path, a deoptimised method recompiled): the bundled server, measured once its compiler
   * threads had been idle for 2 s, still started 3.8 a second (small, cheap tasks), against 38.8 a
   * second measured after a 1 s warm-up. A steady stream of ten or more is the tiered pipeline
   * still working through the hot code.
   */
  static final double BUSY_TASKS_PER_SECOND = 10;

  /** Fewer whole measured seconds than this give no rate worth a warning. */
  static final int MIN_SECONDS = 2;

  public JitBusyRule() {
    super(
        "jit-busy",
        "JIT still compiling in the measured window",
        LoadInputs.LOAD_RESULTS,
        CompilationInputs.COMPILATION_LOG);
  }

  @Override
  public List<Finding> evaluate(AnalysisInputs inputs) {
    CompilationRate rate = inputs.require(CompilationInputs.COMPILATION_LOG).rate();
    Optional<MeasuredWindow> window = MeasuredWindow.of(inputs.require(LoadInputs.LOAD_RESULTS));
    if (rate == null || rate.jvmStartEpochMs() == 0 || window.isEmpty()) {
      return List.of(); // nothing puts the compilations on the load's clock
    }
    int[] seconds = window.get().wholeSecondsSince(rate.jvmStartEpochMs());
    int measuredSeconds = seconds[1] - seconds[0];
    if (measuredSeconds < MIN_SECONDS) {
      return List.of();
    }
    long measuredTasks = rate.tasksBetween(seconds[0], seconds[1]);
    double perSecond = (double) measuredTasks / measuredSeconds;
    if (perSecond < BUSY_TASKS_PER_SECOND) {
      return List.of();
    }
    long before = rate.tasksBetween(0, seconds[0]);
    return List.of(finding(perSecond, measuredTasks, measuredSeconds, before, seconds[0]));
  }

  /**
   * 50 at the busy threshold, up to 70 at four times it: below the warnings about the application's
   * own costs, since it doubts the measurement rather than naming a cost, but above the minor ones.
   */
  static int score(double tasksPerSecond) {
    double times = tasksPerSecond / BUSY_TASKS_PER_SECOND;
    return (int) Math.min(70, Math.round(50 + 20 * (times - 1) / 3));
  }

  private Finding finding(
      double perSecond, long tasks, int seconds, long tasksBefore, int secondsBefore) {
    String summary =
        String.format(
            "The JIT started %d compilations in the %d whole seconds of the measured window"
                + " (%s), after %d in the %d s before it: the window measured code still being"
                + " compiled.",
            tasks, seconds, rate(perSecond).text(), tasksBefore, secondsBefore);
    return finding("", score(perSecond))
        .summary(summary)
        .explanation(
            "Each compilation replaces slower code (interpreted, or C1's profiling code) with"
                + " faster code, so while they keep coming the cost per request falls as the"
                + " window goes on: its averages mix warm-up with the steady state, and two runs"
                + " compare the JIT's progress as much as the code.")
        .suggestion(
            "Measure once the JIT has settled: --warmup-until-jit-idle holds the warm-up until the"
                + " compiler threads have been idle for 2 s, or lengthen --warmup.")
        .source("compilation log, load results")
        .evidence(
            List.of(
                Evidence.of("compilations in the measured window", Quantity.count(tasks)),
                Evidence.of("whole seconds measured", Quantity.of(seconds, Unit.SECONDS)),
                Evidence.of("compilations per measured second", rate(perSecond)),
                Evidence.of("busy threshold", rate(BUSY_TASKS_PER_SECOND)),
                Evidence.of("compilations before the window", Quantity.count(tasksBefore))));
  }

  private static Quantity rate(double perSecond) {
    return Quantity.of(perSecond, Unit.PER_SECOND);
  }
}
