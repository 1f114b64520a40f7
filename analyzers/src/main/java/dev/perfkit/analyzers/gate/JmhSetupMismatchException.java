package dev.perfkit.analyzers.gate;

/**
 * JMH result files whose benchmarks were measured in ways that make their scores incomparable
 * (other warmup, measurement or threads): a usage error, not a verdict.
 */
public class JmhSetupMismatchException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public JmhSetupMismatchException(String message) {
    super(message);
  }
}
