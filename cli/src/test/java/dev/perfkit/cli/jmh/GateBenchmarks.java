package dev.perfkit.cli.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A benchmark of known cost whose work a system property scales, for the gate's JMH tests; in
 * throughput mode, the one whose numbers are better higher, the direction easier to get wrong.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class GateBenchmarks {

  /**
   * The system property holding the CPU tokens one operation burns. Not a JMH {@code @Param}: the
   * gate lines benchmarks up by name, mode and parameters, so a parameter would make the slower run
   * a different benchmark rather than a slower one.
   */
  public static final String TOKENS = "perfkit.bench.tokens";

  private long tokens;

  /** Reads the work per operation once, before the iterations. */
  @Setup
  public void readTokens() {
    tokens = Long.getLong(TOKENS, 1_000);
  }

  /** Burns {@code tokens} of CPU, in time proportional to them. */
  @Benchmark
  public void work() {
    Blackhole.consumeCPU(tokens);
  }
}
