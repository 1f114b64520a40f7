package dev.perfkit.analyzers.jfr;

import dev.perfkit.analyzers.findings.Input;

/**
 * The inputs only a JFR recording gives; its stack profiles (CPU, allocation, wall clock, lock)
 * feed the shared {@link dev.perfkit.analyzers.stacks.StackInputs} instead.
 */
public final class JfrInputs {

  public static final Input<GcPauses> GC_PAUSES = new Input<>("GC pauses (JFR)", GcPauses.class);
  public static final Input<Compilations> COMPILATIONS =
      new Input<>("JIT compilations (JFR)", Compilations.class);
  public static final Input<CpuLoad> CPU_LOAD = new Input<>("CPU load (JFR)", CpuLoad.class);

  private JfrInputs() {}
}
