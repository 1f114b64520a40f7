package dev.perfkit.analyzers.load;

import dev.perfkit.analyzers.findings.Input;

/** The analysis inputs fed by a run's load results. */
public final class LoadInputs {

  /** The load results of a run ({@code load/results.json}). */
  public static final Input<LoadResults> LOAD_RESULTS =
      new Input<>("load results", LoadResults.class);

  private LoadInputs() {}
}
