package dev.perfkit.analyzers.compilation;

import dev.perfkit.analyzers.findings.Input;

/** The inputs the compilation-log reader feeds, and the optional CPU hint its rules accept. */
public final class CompilationInputs {

  /** A HotSpot compilation log read by {@link CompilationLogReader}. */
  public static final Input<CompilationLog> COMPILATION_LOG =
      new Input<>("compilation log", CompilationLog.class);

  /** The share of CPU samples per method, filled from a CPU profile when the run has one. */
  public static final Input<MethodHotness> METHOD_HOTNESS =
      new Input<>("CPU share per method", MethodHotness.class);

  private CompilationInputs() {}
}
