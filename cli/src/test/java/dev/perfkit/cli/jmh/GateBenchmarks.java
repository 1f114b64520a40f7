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
 * Benchmarks of known cost for the gate's JMH tests, in one class so that one JMH run gives them
 * all: one whose CPU work a system property scales, one whose allocation another property grows,
 * and a control that nothing changes. In throughput mode, the one whose numbers are better higher,
 * the direction easier to get wrong.
 *
 * <p>The properties are no JMH {@code @Param}s: the gate lines benchmarks up by name, mode and
 * parameters, so a parameter would make the changed run a different benchmark rather than a slower
 * one.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class GateBenchmarks {

  /** The system property holding the CPU tokens one operation of {@link #work} burns. */
  public static final String TOKENS = "perfkit.bench.tokens";

  /** The system property holding the bytes {@link #allocate} allocates per operation on top. */
  public static final String EXTRA_BYTES = "perfkit.bench.extra-bytes";

  /** What {@link #work} and {@link #control} burn unless told otherwise. */
  public static final long BASE_TOKENS = 1_000;

  /** The array {@link #allocate} makes per operation unless told otherwise. */
  public static final int BASE_BYTES = 64;

  private long tokens;
  private int bytes;

  /** Reads the work and allocation per operation once, before the iterations. */
  @Setup
  public void readProperties() {
    tokens = Long.getLong(TOKENS, BASE_TOKENS);
    bytes = BASE_BYTES + Integer.getInteger(EXTRA_BYTES, 0);
  }

  /** Burns {@code tokens} of CPU, in time proportional to them. */
  @Benchmark
  public void work() {
    Blackhole.consumeCPU(tokens);
  }

  /** Burns a fixed amount of CPU: what no run changes. */
  @Benchmark
  public void control() {
    Blackhole.consumeCPU(BASE_TOKENS);
  }

  /** Allocates one array of {@code bytes}, and burns a little CPU so that GC does not dominate. */
  @Benchmark
  public byte[] allocate() {
    Blackhole.consumeCPU(100);
    return new byte[bytes];
  }
}
