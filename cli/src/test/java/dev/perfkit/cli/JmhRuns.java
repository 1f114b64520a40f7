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
import java.util.stream.Collectors;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Real JMH runs of {@link GateBenchmarks} as JMH users run them, short enough for a test, each
 * written as an {@code -rf json} file: forked JVMs with {@code -prof gc}, one warmup iteration and
 * a few measurement iterations of 200 ms each.
 */
final class JmhRuns {

  /** The forks of a run unless told otherwise: the gate's 4 samples a side and one more. */
  static final int FORKS = 5;

  static {
    // JMH refuses a second run while another holds its machine-wide lock file; runTogether starts
    // several at once on purpose. Read once, when Runner's class initializes, so set here.
    System.setProperty("jmh.ignoreLock", "true");
  }

  /**
   * One run: some of the benchmarks, the system properties that change them, its results into
   * {@code file}.
   *
   * @param benchmarks the methods of {@link GateBenchmarks} to run
   * @param forks how many JVMs JMH forks for each
   * @param iterations the measurement iterations of each fork
   * @param properties {@code name=value} for the forked JVMs
   * @param interpreted whether its JVMs run with {@code -Xint}, else C1 alone
   */
  record Run(
      Path file,
      List<String> benchmarks,
      int forks,
      int iterations,
      List<String> properties,
      boolean interpreted) {

    /** {@code benchmarks} of {@link GateBenchmarks} as they are, 5 forks of 3 iterations, C1. */
    static Run of(Path file, String... benchmarks) {
      return new Run(file, List.of(benchmarks), FORKS, 3, List.of(), false);
    }

    /** This run with the system property {@code name} set to {@code value} in its JVMs. */
    Run with(String name, Object value) {
      List<String> more = new ArrayList<>(properties);
      more.add(name + "=" + value);
      return new Run(file, benchmarks, forks, iterations, more, interpreted);
    }

    /** This run with {@code forks} forks of {@code iterations} measurement iterations. */
    Run measuring(int forks, int iterations) {
      return new Run(file, benchmarks, forks, iterations, properties, interpreted);
    }

    /**
     * This run interpreted only ({@code -Xint}): no compilation landing in one fork's measurement
     * and not in another's. Compiled by C1, one fork of five ran twice as fast as the rest, and the
     * fork means of work spread 60% (coefficient of variation) where interpreted ones spread 21-33%
     * under a like load; interpreted, runs take about twice as long.
     */
    Run interpretedOnly() {
      return new Run(file, benchmarks, forks, iterations, properties, true);
    }
  }

  /** The name JMH gives {@code method} of {@link GateBenchmarks} in its result file. */
  static String benchmark(String method) {
    return GateBenchmarks.class.getName() + "." + method;
  }

  private JmhRuns() {}

  /**
   * Runs {@code runs} at the same time, each its forks one after another, and returns when all have
   * written their file. Side by side, the neighbours' load on a shared machine slows every run
   * alike over the same seconds, where one run after another would each meet a different load.
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
    String include =
        run.benchmarks().stream()
            .map(method -> Pattern.quote(benchmark(method)))
            .collect(Collectors.joining("|", "^(", ")$"));
    List<String> jvmArgs = new ArrayList<>();
    // C1 at most, or interpreted: no C2 recompilation landing mid-run, and no escape analysis, so
    // that an array a benchmark makes is allocated: bytes per operation are exact. What is tested
    // is the gate on JMH's real files, not the JIT's code.
    jvmArgs.add(run.interpreted() ? "-Xint" : "-XX:TieredStopAtLevel=1");
    jvmArgs.add("-XX:+UseSerialGC");
    run.properties().forEach(property -> jvmArgs.add("-D" + property));
    return new OptionsBuilder()
        .include(include)
        .forks(run.forks())
        .jvmArgs(jvmArgs.toArray(String[]::new))
        .addProfiler(GCProfiler.class)
        .warmupIterations(1)
        .warmupTime(TimeValue.milliseconds(200))
        .measurementIterations(run.iterations())
        .measurementTime(TimeValue.milliseconds(200))
        .shouldFailOnError(true)
        .resultFormat(ResultFormatType.JSON)
        .result(run.file().toString())
        // JMH's progress of runs side by side would interleave on stdout: one log each, beside.
        .output(run.file() + ".log")
        .build();
  }
}
