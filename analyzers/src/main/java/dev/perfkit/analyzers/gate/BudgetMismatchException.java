package dev.perfkit.analyzers.gate;

/**
 * A budget that cannot bound the check it was given to ({@code 2 ms} for a benchmark in ops/s): a
 * mistake in the user's budgets, which the gate reports as such rather than judging around it.
 */
public final class BudgetMismatchException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  public BudgetMismatchException(String message, Throwable cause) {
    super(message, cause);
  }
}
