package dev.perfkit.analyzers.load;

import dev.perfkit.analyzers.findings.Input;

/** The analysis inputs fed by a run's load results. */
public final class LoadInputs {

  /** The load results of a run ({@code load/results.json}). */
  public static final Input<LoadResults> LOAD_RESULTS =
      new Input<>("load results", LoadResults.class);

  /**
   * The load's measured window when a run's stack profiles were cut to it: what they cover, and so
   * the requests a per-request figure of them divides by.
   */
  public static final Input<MeasuredWindow> PROFILE_WINDOW =
      new Input<>("profile window", MeasuredWindow.class);

  private LoadInputs() {}
}
