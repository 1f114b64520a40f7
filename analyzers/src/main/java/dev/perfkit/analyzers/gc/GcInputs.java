package dev.perfkit.analyzers.gc;

import dev.perfkit.analyzers.findings.Input;

/** The inputs the GC-log reader feeds. */
public final class GcInputs {

  /**
   * A GC log, unified ({@code -Xlog:gc*}) or JDK 8's ({@code -XX:+PrintGCDetails}), read by {@link
   * GcLogReader}.
   */
  public static final Input<GcLog> GC_LOG = new Input<>("GC log", GcLog.class);

  private GcInputs() {}
}
