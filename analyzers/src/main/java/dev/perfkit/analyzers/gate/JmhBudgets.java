package dev.perfkit.analyzers.gate;

/**
 * The budget of each JMH check: a benchmark's primary score and its per-operation secondary metrics
 * ({@code gc.alloc.rate.norm}, B/op) are checked by default; secondary metrics per unit of time or
 * per iteration ({@code gc.alloc.rate} in MB/sec, {@code gc.count}, {@code gc.time}) only when a
 * budget names them, since they move with the throughput itself: a faster candidate allocates more
 * per second and collects more often for the same code.
 */
public final class JmhBudgets {

  /**
   * The least allocation change per operation the default budget counts, in bytes. JMH's own
   * bookkeeping allocates a few kilobytes in every iteration, which the iteration's operations
   * share: 0.5-5 B/op on a benchmark of some thousands of operations an iteration, more when its
   * throughput drops, so a 5% budget of a benchmark that allocates nothing would fail on the
   * machine's load. 16 B is one small object.
   */
  public static final double MIN_ALLOCATION_BYTES = 16;

  private static final String ALLOCATION = "gc.alloc.rate.norm";

  private JmhBudgets() {}

  /**
   * The budget of {@code check}, given the baseline's samples of it (null when the baseline lacks
   * it); null when it is not checked.
   */
  public static Budget of(Budgets budgets, JmhBenchmark check, Samples baseline) {
    Budget budget = budgets.forBenchmark(check.benchmark(), check.id());
    if (check.primary() || budgets.named(check.id()) || budgets.named(check.benchmark())) {
      return budget;
    }
    if (budget == null || !check.samples().unit().endsWith("/op")) {
      return null;
    }
    boolean allocation = check.secondary().replace("·", "").equals(ALLOCATION);
    if (!allocation || !budget.relative() || baseline == null) {
      return budget;
    }
    double median = SampleSummary.of(baseline.values()).median();
    if (budget.allowed(median, baseline.unit()) >= MIN_ALLOCATION_BYTES) {
      return budget;
    }
    return new Budget(
        false,
        MIN_ALLOCATION_BYTES,
        "",
        budget.text() + ", at least " + (int) MIN_ALLOCATION_BYTES + " " + baseline.unit());
  }
}
