package dev.perfkit.cli;

import dev.perfkit.cli.jmh.GateBenchmarks;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Real JMH runs of {@link GateBenchmarks}, short enough for a test, each written as an {@code -rf
 * json} file: one forked JVM of 6 measurement iterations of 400 ms, the gate's 4 samples a side and
 * then some.
 */
final class JmhRuns {

  /** The benchmark's name as JMH writes it into its result file. */
  static final String BENCHMARK = GateBenchmarks.class.getName() + ".work";

  static {
    // JMH refuses a second run while another holds its machine-wide lock file; runTogether starts
    // several at once on purpose. Read once, when Runner's class initializes, so set here.
    System.setProperty("jmh.ignoreLock", "true");
  }

  /** One run: the benchmark burning {@code tokens} per operation, its results into {@code file}. */
  record Run(Path file, long tokens) {}

  private JmhRuns() {}

  /**
   * Runs {@code runs} at the same time, each in its own JVM, and returns when all have written
   * their file. Side by side, the neighbours' load on a shared machine slows every run alike over
   * the same seconds, where one run after another would each meet a different load.
   */
  static void runTogether(Run... runs) throws Exception {
    try (ExecutorService pool = Executors.newFixedThreadPool(runs.length)) {
      List<Future<?>> started = new ArrayList<>();
      for (Run run : runs) {
        Callable<?> jmh = () -> new Runner(options(run)).run();
        started.add(pool.submit(jmh));
      }
      for (Future<?> future : started) {
        future.get();
      }
    }
  }

  private static Options options(Run run) {
    return new OptionsBuilder()
        .include("^" + Pattern.quote(BENCHMARK) + "$")
        .forks(1)
        // Interpreted only: no JIT threads competing for the 2 shared cores, no compilation landing
        // mid-run (a run's iterations then differed tenfold), so the work per operation is the
        // tokens alone. What is tested is the gate on JMH's real files, not the JIT's code.
        .jvmArgs("-Xint", "-D" + GateBenchmarks.TOKENS + "=" + run.tokens())
        .warmupIterations(1)
        .warmupTime(TimeValue.milliseconds(100))
        .measurementIterations(6)
        // Long enough that one iteration outlasts a few of the scheduler's slices of a loaded CPU.
        .measurementTime(TimeValue.milliseconds(400))
        .shouldFailOnError(true)
        .resultFormat(ResultFormatType.JSON)
        .result(run.file().toString())
        // JMH's progress of runs side by side would interleave on stdout: one log each, beside.
        .output(run.file() + ".log")
        .build();
  }
}
